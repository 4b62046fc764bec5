import type { Value } from '../plugins.js';
import { at } from '../formatters/core/path.js';
import { asString } from '../values.js';

/** The item id of a product as text. */
export function itemIdOf(item: Value): string {
  return asString(at(item, 'id'));
}

/**
 * The element id of a product's add-to-cart form. The quantity input and variant selects name
 * it in their `form` attribute, so they submit with it wherever the theme places them.
 */
export function cartFormId(item: Value): string {
  return `ts-add-to-cart-${itemIdOf(item)}`;
}

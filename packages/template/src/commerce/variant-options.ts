import type { Value } from '../plugins.js';
import { asString, isObject } from '../values.js';
import { at, child } from '../formatters/core/path.js';
import { variantsOf } from './product.js';

/** One option a shopper chooses (e.g. Size) and its values in first-seen order. */
export interface VariantChoice {
  readonly name: string;
  readonly values: readonly string[];
}

function optionNames(item: Value, variants: readonly Value[]): string[] {
  const ordering = at(item, 'structuredContent.variantOptionOrdering');
  if (Array.isArray(ordering) && ordering.length > 0) {
    return (ordering as readonly Value[]).map(asString).filter((name) => name !== '');
  }
  // Without an ordering, options appear in the order the variants' attributes name them.
  const names = new Set<string>();
  for (const variant of variants) {
    const attributes = at(variant, 'attributes');
    if (isObject(attributes)) Object.keys(attributes).forEach((name) => names.add(name));
  }
  return [...names];
}

/** The options of a product: names from `variantOptionOrdering`, values from the variants. */
export function variantOptionsOf(item: Value): VariantChoice[] {
  const variants = variantsOf(item);
  return optionNames(item, variants).map((name) => {
    const values = new Set<string>();
    for (const variant of variants) {
      const value = asString(child(at(variant, 'attributes'), name));
      if (value !== '') values.add(value);
    }
    return { name, values: [...values] };
  });
}

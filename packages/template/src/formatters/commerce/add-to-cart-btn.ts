import { DEFAULT_PRODUCT_LABELS, PUBLIC_API_PATHS } from '@tessera/core';
import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { cartFormId, itemIdOf } from '../../commerce/product-ids.js';
import { asString, emit, isTruthy } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element, voidElement } from '../core/markup.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Button text: the product's custom label, else Subscribe for subscriptions, else Add To Cart. */
export function addToCartText(item: Value, ctx: PluginContext): string {
  const custom = at(item, 'structuredContent.customAddButtonText');
  if (
    isTruthy(at(item, 'structuredContent.useCustomAddButtonText')) &&
    typeof custom === 'string' &&
    custom.trim()
  ) {
    return custom;
  }
  if (isTruthy(at(item, 'structuredContent.isSubscribable'))) {
    return localized(ctx, 'productSubscribeText', DEFAULT_PRODUCT_LABELS.subscribe);
  }
  return localized(ctx, 'productAddToCartText', DEFAULT_PRODUCT_LABELS.addToCart);
}

function jsonAttribute(value: Value): string | undefined {
  return isTruthy(value) ? JSON.stringify(value) : undefined;
}

/**
 * `add-to-cart-btn`: a real form posting the item to the cart, so it works before scripts run;
 * its data attributes give the add-to-cart island what it needs (collection, product type,
 * subscription, additional-fields form). Quantity and variant fields join it by its id.
 */
export const addToCartBtn = valueFormatter((value, _args, ctx) => {
  const content = at(value, 'structuredContent');
  const subscribable = isTruthy(at(content, 'isSubscribable'));
  const fields = voidElement('input', { type: 'hidden', name: 'itemId', value: itemIdOf(value) });
  const button = element(
    'button',
    { type: 'submit', class: 'ts-add-to-cart__button' },
    escapeHtml(addToCartText(value, ctx)),
  );
  return element(
    'form',
    {
      class: 'ts-add-to-cart',
      id: cartFormId(value),
      method: 'post',
      action: PUBLIC_API_PATHS.cartEntries,
      'data-item-id': itemIdOf(value),
      'data-collection-id': asString(at(value, 'collectionId')),
      'data-product-type': emit(at(content, 'productType')),
      'data-custom-label': isTruthy(at(content, 'useCustomAddButtonText')) ? 'true' : 'false',
      'data-subscription': subscribable ? 'true' : undefined,
      'data-additional-fields-form-id': asString(at(content, 'additionalFieldsFormId')) || undefined,
      'data-additional-fields-form': jsonAttribute(at(content, 'additionalFieldsForm')),
    },
    fields + button,
  );
});

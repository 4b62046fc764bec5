import { DEFAULT_PRODUCT_LABELS, QUANTITY_INPUT } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { ProductType, productTypeOf } from '../../commerce/product.js';
import { cartFormId, itemIdOf } from '../../commerce/product-ids.js';
import { totalStock } from '../../commerce/stock.js';
import { isTruthy } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { element, voidElement } from '../core/markup.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/**
 * Storefront spec §5: physical products, or services unless the store turns multiple
 * quantities off (default on); never subscribable items; only when more than one is in stock.
 */
export function showsQuantityInput(item: Value, ctx: PluginContext): boolean {
  const type = productTypeOf(item);
  const forServices = ctx.resolve('websiteSettings.storeSettings.multipleQuantityAllowedForServices');
  const multiple = type === ProductType.PHYSICAL || (type === ProductType.SERVICE && forServices !== false);
  return multiple && !isTruthy(at(item, 'structuredContent.isSubscribable')) && totalStock(item) > 1;
}

/**
 * `quantity-input`: a labelled number input (min 1, max 9999, step 1, default 1) that belongs
 * to the product's add-to-cart form; missing when the product takes no quantity.
 */
export const quantityInput = valueFormatter((value, _args, ctx) => {
  if (!showsQuantityInput(value, ctx)) return MISSING;
  const id = `ts-quantity-${itemIdOf(value)}`;
  const label = localized(ctx, 'productQuantityInputLabel', DEFAULT_PRODUCT_LABELS.quantity);
  return element(
    'div',
    { class: 'ts-quantity', 'data-item-id': itemIdOf(value) },
    element('label', { class: 'ts-quantity__label', for: id }, escapeHtml(label)) +
      voidElement('input', {
        class: 'ts-quantity__input',
        id,
        type: 'number',
        name: 'quantity',
        form: cartFormId(value),
        min: QUANTITY_INPUT.min,
        max: QUANTITY_INPUT.max,
        step: QUANTITY_INPUT.step,
        value: QUANTITY_INPUT.defaultValue,
        inputmode: 'numeric',
        required: true,
      }),
  );
});

import { interpolate } from '../text/interpolate.js';
import { PRODUCT_TYPES } from './product-type.js';
import type { ProductType } from './product-type.js';
import type { ProductContent } from './product.js';

/** Default product button and input labels (storefront spec §9). */
export const DEFAULT_PRODUCT_LABELS = {
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quantity: 'Quantity',
  quickView: 'Quick View',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
} as const;

/** Site-localized overrides, named like the template context's localizedStrings keys. */
export interface ProductLabelStrings {
  readonly productAddToCartText?: string;
  readonly productSubscribeText?: string;
  readonly productQuantityInputLabel?: string;
  readonly productQuickViewText?: string;
  readonly productVariantSelectText?: string;
  readonly giftCardVariantSelectText?: string;
}

function pick(text: string | null | undefined, fallback: string): string {
  return typeof text === 'string' && text.trim() !== '' ? text : fallback;
}

/**
 * The add-to-cart button text: the product's custom label when enabled, else 'Subscribe' for
 * subscribable products, else 'Add To Cart' (each overridable by localized strings).
 *
 * @example
 * addToCartLabel({ productType: 1, useCustomAddButtonText: true, customAddButtonText: 'Pre-order' });
 * // 'Pre-order'
 */
export function addToCartLabel(product: ProductContent, strings: ProductLabelStrings = {}): string {
  if (product.useCustomAddButtonText === true) {
    const custom = product.customAddButtonText;
    if (typeof custom === 'string' && custom.trim() !== '') return custom;
  }
  if (product.isSubscribable === true)
    return pick(strings.productSubscribeText, DEFAULT_PRODUCT_LABELS.subscribe);
  return pick(strings.productAddToCartText, DEFAULT_PRODUCT_LABELS.addToCart);
}

/** The placeholder of a variant dropdown: 'Select {variantName}', or 'Select Value' for gift cards. */
export function variantSelectPlaceholder(
  variantName: string,
  productType: ProductType,
  strings: ProductLabelStrings = {},
): string {
  if (productType === PRODUCT_TYPES.GIFT_CARD) {
    return pick(strings.giftCardVariantSelectText, DEFAULT_PRODUCT_LABELS.selectValue);
  }
  return interpolate(pick(strings.productVariantSelectText, DEFAULT_PRODUCT_LABELS.selectVariant), {
    variantName,
  });
}

export function quantityLabel(strings: ProductLabelStrings = {}): string {
  return pick(strings.productQuantityInputLabel, DEFAULT_PRODUCT_LABELS.quantity);
}

export function quickViewLabel(strings: ProductLabelStrings = {}): string {
  return pick(strings.productQuickViewText, DEFAULT_PRODUCT_LABELS.quickView);
}

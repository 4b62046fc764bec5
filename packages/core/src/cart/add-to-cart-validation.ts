import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import { hasStock, PRODUCT_TYPES } from '../catalog/product-type.js';
import type { ProductContent, ProductVariant } from '../catalog/product.js';
import { variantHasStock } from '../catalog/stock.js';
import { findVariant, optionNameLabel, unselectedOptionNames } from '../catalog/variant-options.js';
import type { ChosenAttributes } from '../catalog/variant-options.js';
import { ADD_TO_CART_MESSAGES, unselectedOptionsMessage } from './add-to-cart-messages.js';
import { parseQuantity } from './quantity.js';

export interface AddToCartRequest {
  readonly product: ProductContent;
  readonly chosen: ChosenAttributes;
  /** The quantity as typed; absent when the page has no quantity input (then 1). */
  readonly quantity?: string | number | null;
  /** Units of the chosen variant already in the cart. */
  readonly alreadyInCart?: number;
}

export type AddToCartErrorCode =
  | 'gift-card-denomination'
  | 'options-unselected'
  | 'variant-unavailable'
  | 'quantity-invalid'
  | 'not-enough-stock';

export interface AddToCartError {
  readonly code: AddToCartErrorCode;
  readonly message: string;
  /** For 'options-unselected': the option names (a product grid disables its button instead). */
  readonly options?: readonly string[];
}

export interface AddToCartLine {
  readonly variant: ProductVariant;
  readonly quantity: number;
}

function fail(code: AddToCartErrorCode, message: string, options?: readonly string[]) {
  return err<AddToCartError>(options ? { code, message, options } : { code, message });
}

/**
 * Check an add-to-cart choice before it is sent, in the order the shopper fixes things:
 * gift card denomination, unselected options, unavailable variant, quantity, stock.
 *
 * @example
 * validateAddToCart({ product: shirt, chosen: { Size: 'M' } });
 * // err({ code: 'options-unselected', message: 'Please select the Color option.', options: ['Color'] })
 */
export function validateAddToCart(request: AddToCartRequest): Result<AddToCartLine, AddToCartError> {
  const { product, chosen } = request;
  const missing = unselectedOptionNames(product, chosen);
  if (missing.length > 0) {
    if (product.productType === PRODUCT_TYPES.GIFT_CARD) {
      return fail('gift-card-denomination', ADD_TO_CART_MESSAGES.giftCardDenomination);
    }
    // The message names the options as the shopper reads them; `options` keeps the real names.
    const named = missing.map((name) => optionNameLabel(product, name));
    return fail('options-unselected', unselectedOptionsMessage(named), missing);
  }
  const variant = findVariant(product, chosen);
  if (!variant) return fail('variant-unavailable', ADD_TO_CART_MESSAGES.variantUnavailable);

  const quantity =
    request.quantity === undefined || request.quantity === null ? ok(1) : parseQuantity(request.quantity);
  if (!quantity.ok) return fail('quantity-invalid', quantity.error);

  const wanted = quantity.value + (request.alreadyInCart ?? 0);
  if (hasStock(product.productType) && !variantHasStock(variant, wanted)) {
    return fail('not-enough-stock', ADD_TO_CART_MESSAGES.notEnoughStock);
  }
  return ok({ variant, quantity: quantity.value });
}

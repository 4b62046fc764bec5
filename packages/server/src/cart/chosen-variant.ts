import { err, ok, validateAddToCart, variantPrice, type Result } from '@tessera/core';
import type { ProductVariant } from '@tessera/db';
import type { PurchasableProduct } from '../inventory/index.js';
import { fromAddToCartError, failure, type Failure } from '../failure.js';

/** The variant a request names, with its price now, after core's add-to-cart rules passed. */
export interface ChosenLine {
  variant: ProductVariant;
  quantity: number;
  unitPrice: number;
}

export interface LineRequest {
  sku: string | null;
  /**
   * Options chosen by name, from a plain form posted before (or without) JavaScript, which cannot
   * know the SKU (`attributes[Size]=M`); used only when no SKU is given. Empty values are unchosen.
   */
  attributes?: Readonly<Record<string, string>> | undefined;
  quantity?: string | number | null | undefined;
  /** Units of the same variant the cart already holds. */
  alreadyInCart?: number;
}

function chosenOptions(attributes: LineRequest['attributes']): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes ?? {}).filter(([, value]) => value !== ''));
}

/**
 * Runs core's `validateAddToCart` exactly as the browser does: a SKU stands for choosing that
 * variant's options; without one, the options a plain form named are the choice (none means
 * nothing was chosen; one-variant products need no choice).
 * A variant the store cannot sell in its currency counts as unavailable.
 */
export function chooseLine(
  product: PurchasableProduct,
  request: LineRequest,
  currency: string,
): Result<ChosenLine, Failure> {
  const named = request.sku === null ? undefined : product.variants.find((v) => v.sku === request.sku);
  if (request.sku !== null && !named) return err(failure('cart-variant-unavailable'));
  const verdict = validateAddToCart({
    product: product.content,
    chosen: named?.attributes ?? chosenOptions(request.attributes),
    quantity: request.quantity,
    alreadyInCart: request.alreadyInCart ?? 0,
  });
  if (!verdict.ok) return err(fromAddToCartError(verdict.error));
  const variant = product.variants.find((v) => v.sku === verdict.value.variant.sku);
  const price = variantPrice(verdict.value.variant);
  if (!variant || (named && named.id !== variant.id) || !price || price.currency !== currency) {
    return err(failure('cart-variant-unavailable'));
  }
  return ok({ variant, quantity: verdict.value.quantity, unitPrice: price.amount });
}

import { variantPrice } from '@tessera/core';
import type { CartEntryView, Executor } from '@tessera/db';
import { failure } from '../failure.js';
import { Refusal } from '../refusal.js';
import { loadPurchasableProducts, variantContent } from '../inventory/index.js';

/** A line whose price changed since it was added: what it costs now. */
export interface Repricing {
  entryId: string;
  unitPrice: number;
}

/**
 * Checks again, at the moment of buying, that every line is still for sale at the price the
 * shopper saw. A product taken off sale refuses the order; changed prices refuse it too and are
 * returned, so the caller can update the cart after the rollback and the shopper sees them.
 */
export async function revalidateLines(
  db: Executor,
  websiteId: string,
  entries: readonly CartEntryView[],
  currency: string,
): Promise<Repricing[]> {
  const repricing: Repricing[] = [];
  const products = await loadPurchasableProducts(
    db,
    websiteId,
    entries.map((entry) => entry.item_id),
  );
  for (const entry of entries) {
    const product = products.get(entry.item_id);
    const variant = product?.variants.find((v) => v.id === entry.variant_id);
    const price = variant && variantPrice(variantContent(variant));
    if (!price || price.currency !== currency) throw new Refusal(failure('cart-variant-unavailable'));
    if (price.amount !== entry.unit_price) repricing.push({ entryId: entry.id, unitPrice: price.amount });
  }
  return repricing;
}

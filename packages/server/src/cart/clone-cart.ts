import { type Executor, findOpenCartBySiteUser, insertCart, listCartEntryViews, newId } from '@tessera/db';
import { createCartEntry } from '@tessera/db';
import { sha256 } from '../digest.js';
import { cartSecret, cartTokenFor } from './cart-token.js';

/**
 * A copy of a signed-in site user's open cart for the anonymous visitor they become on signing
 * out (`cloneCart`): a new cookie cart with the same lines, so the account's cart stays the
 * account's. Returns the new cart's token, or undefined when there is nothing to copy.
 */
export async function cloneSiteUserCart(
  trx: Executor,
  websiteId: string,
  siteUserId: string,
): Promise<string | undefined> {
  const source = await findOpenCartBySiteUser(trx, websiteId, siteUserId);
  if (!source) return undefined;
  const lines = await listCartEntryViews(trx, websiteId, source.id);
  if (lines.length === 0) return undefined;
  const id = newId();
  const token = cartTokenFor(await cartSecret(trx, websiteId), id);
  const copy = await insertCart(trx, websiteId, { id, tokenHash: sha256(token) });
  if (!copy) throw new Error('A brand-new cart id collided');
  for (const line of lines) {
    await createCartEntry(trx, websiteId, copy.id, {
      itemId: line.item_id,
      variantId: line.variant_id,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      currency: line.currency,
      additionalFields: line.additional_fields,
    });
  }
  return token;
}

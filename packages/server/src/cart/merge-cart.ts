import { MAX_LINE_QUANTITY } from '@tessera/core';
import {
  createCartEntry,
  deleteCartEntry,
  type Executor,
  findOpenCartByToken,
  listCartEntryViews,
  touchOpenCart,
  updateCartEntry,
} from '@tessera/db';
import { MAX_CART_LINES } from './add-entry.js';
import { lockOwnerCart } from './cart-session.js';

/**
 * At sign-in: the cart the visitor filled before signing in joins the account. With no account
 * cart open, the visitor's cart simply becomes the account's. Otherwise its lines move into the
 * account's cart: the same variant (without answers to a product form) adds its quantity, up to
 * the line limit; any other line is added while the cart has room (what does not fit stays in the
 * visitor's cart). Prices and stock are checked
 * again at checkout (revalidate-lines), as for every cart.
 */
export async function attachVisitorCart(
  trx: Executor,
  websiteId: string,
  siteUserId: string,
  visitorTokenHash: string,
): Promise<void> {
  const account = await touchOpenCart(trx, websiteId, { siteUserId });
  if (!account) {
    await lockOwnerCart(trx, websiteId, { siteUserId, tokenHash: visitorTokenHash });
    return;
  }
  const visitor = await findOpenCartByToken(trx, websiteId, visitorTokenHash, 'cart', { lock: true });
  if (!visitor || visitor.id === account.id || visitor.site_user_id !== null) return;
  const [incoming, existing] = await Promise.all([
    listCartEntryViews(trx, websiteId, visitor.id),
    listCartEntryViews(trx, websiteId, account.id),
  ]);
  let lines = existing.length;
  for (const line of incoming) {
    const same = existing.find(
      (e) =>
        e.variant_id === line.variant_id && e.additional_fields === null && line.additional_fields === null,
    );
    if (same) {
      const quantity = Math.min(same.quantity + line.quantity, MAX_LINE_QUANTITY);
      await updateCartEntry(trx, websiteId, account.id, same.id, { quantity });
      same.quantity = quantity;
    } else if (lines < MAX_CART_LINES) {
      await createCartEntry(trx, websiteId, account.id, {
        itemId: line.item_id,
        variantId: line.variant_id,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: line.unit_price,
        currency: line.currency,
        additionalFields: line.additional_fields,
      });
      lines += 1;
    } else {
      continue; // the account's cart is full: the line stays in the visitor's cart
    }
    await deleteCartEntry(trx, websiteId, visitor.id, line.id);
  }
}

import { formatMoney, isCurrencyCode, MAX_LINE_QUANTITY, money, quantityInCart } from '@tessera/core';
import {
  createCartEntry,
  deleteCartEntry,
  type CartEntryView,
  type Executor,
  findOpenCartByToken,
  listCartEntryViews,
  touchOpenCart,
  updateCartEntry,
} from '@tessera/db';
import { loadPurchasableProducts, type PurchasableProduct } from '../inventory/index.js';
import { failureMessage } from '../failure.js';
import { MAX_CART_LINES } from './add-entry.js';
import { lockOwnerCart } from './cart-session.js';
import { chooseLine } from './chosen-variant.js';

/** The store's currency and language, for the rules' prices and the notice's words. */
export interface MergeOptions {
  currency: string;
  locale: string;
}

/** Said above whatever a merge had to tell (`mergeNotice`). */
export const MERGED_CART_INTRO = "The cart from before you signed in was added to your account's cart.";

function priceText(cents: number, currency: string, locale: string): string {
  return isCurrencyCode(currency) ? formatMoney(money(cents, currency), { locale }) : String(cents);
}

/**
 * Core's add-to-cart rules for one incoming line, counting what the account's cart already holds
 * of the variant: null when it passes at the same price, else what the shopper should know.
 */
function recheck(
  line: CartEntryView,
  product: PurchasableProduct | undefined,
  held: readonly CartEntryView[],
  options: MergeOptions,
): { note: string | null; unitPrice: number } {
  if (!product)
    return { note: `${line.title}: this product is no longer for sale.`, unitPrice: line.unit_price };
  const refs = held.map((e) => ({ itemId: e.item_id, sku: e.variant_id, quantity: e.quantity }));
  const chosen = chooseLine(
    product,
    {
      sku: line.sku,
      quantity: line.quantity,
      alreadyInCart: quantityInCart(refs, line.item_id, line.variant_id),
    },
    options.currency,
  );
  if (!chosen.ok)
    return { note: `${line.title}: ${failureMessage(chosen.error)}`, unitPrice: line.unit_price };
  const now = chosen.value.unitPrice;
  if (now === line.unit_price) return { note: null, unitPrice: now };
  return {
    note: `${line.title} now costs ${priceText(now, options.currency, options.locale)}.`,
    unitPrice: now,
  };
}

/**
 * At sign-in: the cart the visitor filled before signing in joins the account. With no account
 * cart open, the visitor's cart simply becomes the account's. Otherwise its lines move into the
 * account's cart, each checked again with core's add-to-cart rules against what the account's cart
 * holds (still for sale, in stock, quantity limits) and priced as today: the same variant (without
 * answers to a product form) adds its quantity, up to the line limit; any other line is added while
 * the cart has room (what does not fit stays in the visitor's cart). Nothing is dropped: a line the
 * rules refuse still moves, and the returned notes say what changed or needs the shopper's eye (a
 * new price, too few in stock, no longer for sale) — checkout refuses such a line until it is fixed.
 */
export async function attachVisitorCart(
  trx: Executor,
  websiteId: string,
  siteUserId: string,
  visitorTokenHash: string,
  options: MergeOptions,
): Promise<string[]> {
  const account = await touchOpenCart(trx, websiteId, { siteUserId });
  if (!account) {
    await lockOwnerCart(trx, websiteId, { siteUserId, tokenHash: visitorTokenHash });
    return [];
  }
  const visitor = await findOpenCartByToken(trx, websiteId, visitorTokenHash, 'cart', { lock: true });
  if (!visitor || visitor.id === account.id || visitor.site_user_id !== null) return [];
  const [incoming, existing] = await Promise.all([
    listCartEntryViews(trx, websiteId, visitor.id),
    listCartEntryViews(trx, websiteId, account.id),
  ]);
  if (incoming.length === 0) return [];
  const products = await loadPurchasableProducts(
    trx,
    websiteId,
    incoming.map((line) => line.item_id),
  );
  const notes: string[] = [];
  let lines = existing.length;
  for (const line of incoming) {
    const checked = recheck(line, products.get(line.item_id), existing, options);
    const same = existing.find(
      (e) =>
        e.variant_id === line.variant_id && e.additional_fields === null && line.additional_fields === null,
    );
    if (same) {
      const quantity = Math.min(same.quantity + line.quantity, MAX_LINE_QUANTITY);
      await updateCartEntry(trx, websiteId, account.id, same.id, {
        quantity,
        price: { unitPrice: checked.unitPrice, currency: same.currency },
      });
      same.quantity = quantity;
    } else if (lines < MAX_CART_LINES) {
      const created = await createCartEntry(trx, websiteId, account.id, {
        itemId: line.item_id,
        variantId: line.variant_id,
        sku: line.sku,
        quantity: line.quantity,
        unitPrice: checked.unitPrice,
        currency: line.currency,
        additionalFields: line.additional_fields,
      });
      existing.push({ ...line, ...created });
      lines += 1;
    } else {
      notes.push(`${line.title}: your account's cart is full, so it stays in this browser's cart.`);
      continue; // the account's cart is full: the line stays in the visitor's cart
    }
    if (checked.note) notes.push(checked.note);
    await deleteCartEntry(trx, websiteId, visitor.id, line.id);
  }
  return notes;
}

/** The one notice a merge leaves for the shopper, or null when there is nothing to tell. */
export function mergeNotice(notes: readonly string[]): string | null {
  return notes.length === 0 ? null : [MERGED_CART_INTRO, ...notes].join(' ');
}

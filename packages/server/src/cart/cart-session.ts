import {
  findOpenCartByOrigin,
  findOpenCartBySiteUser,
  findOpenCartByToken,
  claimCartForSiteUser,
  insertCartIfAbsent,
  newId,
  releaseCartOrigin,
  type Cart,
  type Executor,
} from '@tessera/db';
import type { CartOwner } from './cart-owner.js';
import { cartTokenFor, originHashFor, sha256 } from './cart-token.js';

/**
 * How long a new cart stays findable by the crumb that created it. Parallel first adds of one
 * visitor (before any response has set the cart cookie) arrive within this window and join the
 * same cart; after it, the crumb alone grants nothing and a lost cookie means a new cart.
 */
export const ORIGIN_WINDOW_MS = 30_000;

/** The owner's open shopping cart, row-locked for the rest of the transaction. */
export async function lockOwnerCart(
  trx: Executor,
  websiteId: string,
  owner: CartOwner,
): Promise<Cart | undefined> {
  if (owner.siteUserId) {
    const mine = await findOpenCartBySiteUser(trx, websiteId, owner.siteUserId, { lock: true });
    if (mine || !owner.tokenHash) return mine;
    // A visitor who signs in keeps the cart they filled before signing in.
    const visitorCart = await findOpenCartByToken(trx, websiteId, owner.tokenHash, 'cart', { lock: true });
    if (!visitorCart || visitorCart.site_user_id !== null) return undefined;
    await claimCartForSiteUser(trx, websiteId, visitorCart.id, owner.siteUserId);
    return { ...visitorCart, site_user_id: owner.siteUserId };
  }
  if (!owner.tokenHash) return undefined;
  return findOpenCartByToken(trx, websiteId, owner.tokenHash, 'cart', { lock: true });
}

export interface OpenedCart {
  cart: Cart;
  /** The token to (re)issue as the cart cookie; absent for site users' carts. */
  token?: string;
}

async function createForSiteUser(trx: Executor, websiteId: string, siteUserId: string): Promise<OpenedCart> {
  await insertCartIfAbsent(trx, websiteId, { tokenHash: null, siteUserId });
  const cart = await findOpenCartBySiteUser(trx, websiteId, siteUserId, { lock: true });
  if (!cart) throw new Error('A site user cart vanished inside its own transaction');
  return { cart };
}

/**
 * A new visitor's cart, exactly once however many first requests race: stale crumb marks are
 * released, then an insert that a unique index turns into a no-op for all but the first request,
 * then every request locks and uses the one cart marked with this crumb.
 */
async function createForVisitor(
  trx: Executor,
  websiteId: string,
  crumb: string,
  secret: string,
): Promise<OpenedCart> {
  const originHash = originHashFor(websiteId, crumb);
  await releaseCartOrigin(trx, websiteId, originHash, Date.now() - ORIGIN_WINDOW_MS);
  const id = newId();
  await insertCartIfAbsent(trx, websiteId, { id, tokenHash: sha256(cartTokenFor(secret, id)), originHash });
  const cart = await findOpenCartByOrigin(trx, websiteId, originHash, { lock: true });
  if (!cart) throw new Error('A new cart vanished inside its own transaction');
  return { cart, token: cartTokenFor(secret, cart.id) };
}

/** The owner's open cart, locked, creating it on the first add. */
export async function lockOrCreateCart(
  trx: Executor,
  websiteId: string,
  owner: CartOwner,
  secret: string,
): Promise<OpenedCart> {
  const existing = await lockOwnerCart(trx, websiteId, owner);
  if (existing) return { cart: existing, ...(!owner.siteUserId && owner.token && { token: owner.token }) };
  if (owner.siteUserId) return createForSiteUser(trx, websiteId, owner.siteUserId);
  if (!owner.crumb) throw new Error('A visitor cart needs the verified crumb of the request');
  return createForVisitor(trx, websiteId, owner.crumb, secret);
}

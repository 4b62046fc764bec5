import {
  type Cart,
  claimCartForSiteUser,
  clockOf,
  type Executor,
  insertCart,
  newId,
  releaseCartOrigin,
  touchOpenCart,
} from '@tessera/db';
import type { CartOwner } from './cart-owner.js';
import { sha256 } from '../digest.js';
import { cartTokenFor, originHashFor } from './cart-token.js';

/**
 * How long a new cart stays findable by the crumb that created it. Parallel first adds of one
 * visitor (before any response has set the cart cookie) arrive within this window and join the
 * same cart; after it, the crumb alone grants nothing and a lost cookie means a new cart.
 */
export const ORIGIN_WINDOW_MS = 30_000;

/** The owner's open shopping cart, row-locked (and marked changed) for the rest of the transaction. */
export async function lockOwnerCart(
  trx: Executor,
  websiteId: string,
  owner: CartOwner,
): Promise<Cart | undefined> {
  if (owner.siteUserId) {
    const mine = await touchOpenCart(trx, websiteId, { siteUserId: owner.siteUserId });
    if (mine || !owner.tokenHash) return mine;
    // A visitor who signs in keeps the cart they filled before signing in.
    const visitorCart = await touchOpenCart(trx, websiteId, { tokenHash: owner.tokenHash, kind: 'cart' });
    if (!visitorCart || visitorCart.site_user_id !== null) return undefined;
    await claimCartForSiteUser(trx, websiteId, visitorCart.id, owner.siteUserId);
    return { ...visitorCart, site_user_id: owner.siteUserId };
  }
  if (!owner.tokenHash) return undefined;
  return touchOpenCart(trx, websiteId, { tokenHash: owner.tokenHash, kind: 'cart' });
}

export interface OpenedCart {
  cart: Cart;
  /** The token to (re)issue as the cart cookie; absent for site users' carts. */
  token?: string;
  /** Created by this request: it holds no lines yet. */
  fresh?: boolean;
}

async function createForSiteUser(trx: Executor, websiteId: string, siteUserId: string): Promise<OpenedCart> {
  const created = await insertCart(trx, websiteId, { tokenHash: null, siteUserId });
  if (created) return { cart: created, fresh: true };
  const cart = await touchOpenCart(trx, websiteId, { siteUserId });
  if (!cart) throw new Error('A site user cart vanished inside its own transaction');
  return { cart };
}

/** Tries of the insert below: a stale mark is released once, a racing request's cart is joined. */
const CREATE_ATTEMPTS = 3;

/**
 * A new visitor's cart, exactly once however many first requests race: an insert that a unique
 * index turns into a no-op for all but the first request; the others lock and use the one cart
 * marked with this crumb. A mark older than the window (or on a purchased cart) is released and
 * the insert tried again.
 */
async function createForVisitor(
  trx: Executor,
  websiteId: string,
  crumb: string,
  secret: string,
): Promise<OpenedCart> {
  const originHash = originHashFor(websiteId, crumb);
  for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt += 1) {
    const id = newId();
    const token = cartTokenFor(secret, id);
    const created = await insertCart(trx, websiteId, { id, tokenHash: sha256(token), originHash });
    if (created) return { cart: created, token, fresh: true };
    const since = clockOf(trx).now() - ORIGIN_WINDOW_MS;
    const joined = await touchOpenCart(trx, websiteId, { originHash, createdSince: since });
    if (joined) return { cart: joined, token: cartTokenFor(secret, joined.id) };
    await releaseCartOrigin(trx, websiteId, originHash, since);
  }
  throw new Error('A new cart vanished inside its own transaction');
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

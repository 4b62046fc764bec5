import {
  findCart,
  findOpenCartBySiteUser,
  findOpenCartByToken,
  lockOpenCartById,
  type Cart,
  type Executor,
} from '@tessera/db';
import type { CartOwner } from '../cart/index.js';
import { lockOwnerCart } from '../cart/index.js';
import { sha256 } from '../digest.js';

/**
 * Which cart a checkout is for: the visitor's shopping cart (cookie or signed-in site user), a
 * subscription cart named by the token the subscribe button received, or — for a provider's
 * webhook placing the order of a payment whose browser never came back — the cart the payment was
 * started for, with the buyer's identity recorded then (so the Idempotency-Key matches).
 */
export type CheckoutTarget =
  | { kind: 'cart'; owner: CartOwner }
  | { kind: 'subscription'; cartToken: string }
  | { kind: 'payment'; cartId: string; identity: string };

async function ownerCart(db: Executor, websiteId: string, owner: CartOwner): Promise<Cart | undefined> {
  if (owner.siteUserId) {
    const mine = await findOpenCartBySiteUser(db, websiteId, owner.siteUserId);
    if (mine) return mine;
  }
  return owner.tokenHash ? findOpenCartByToken(db, websiteId, owner.tokenHash, 'cart') : undefined;
}

/** The open cart a checkout is for, row-locked for the transaction when `lock` is set. */
export async function findCheckoutCart(
  db: Executor,
  websiteId: string,
  target: CheckoutTarget,
  options: { lock?: boolean } = {},
): Promise<Cart | undefined> {
  if (target.kind === 'payment') {
    if (options.lock) return lockOpenCartById(db, websiteId, target.cartId);
    const cart = await findCart(db, websiteId, target.cartId);
    return cart && !cart.is_purchased ? cart : undefined;
  }
  if (target.kind === 'subscription') {
    return findOpenCartByToken(db, websiteId, sha256(target.cartToken), 'subscription', {
      lock: options.lock ?? false,
    });
  }
  return options.lock ? lockOwnerCart(db, websiteId, target.owner) : ownerCart(db, websiteId, target.owner);
}

/**
 * A stable identity of the buyer behind a target, part of an idempotency request hash. A
 * visitor is known by their crumb rather than the cart cookie, which placing the order clears:
 * a resubmitted form must still be recognised as the same request.
 */
export function targetIdentity(target: CheckoutTarget): string {
  if (target.kind === 'payment') return target.identity;
  if (target.kind === 'subscription') return `subscription:${sha256(target.cartToken)}`;
  if (target.owner.siteUserId) return `user:${target.owner.siteUserId}`;
  if (target.owner.crumb) return `visitor:${sha256(target.owner.crumb)}`;
  return `cart:${target.owner.tokenHash ?? 'none'}`;
}

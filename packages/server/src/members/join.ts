import { ok, subscriptionCheckoutPath, PUBLIC_PATHS } from '@tessera/core';
import {
  clockOf,
  findMemberArea,
  findOpenCartBySiteUser,
  inTransaction,
  insertMemberJoin,
  listCartEntryViews,
  type MemberArea,
} from '@tessera/db';
import {
  addCartEntry,
  findSubscriptionCart,
  startSubscription,
  type CartContext,
  type CartOwner,
} from '../cart/index.js';
import { fail, type Outcome } from '../failure.js';
import { isMemberOfAny } from './access.js';
import { grantFreeAccess } from './grant.js';
import { welcomePath, type WelcomeSite } from './welcome.js';

export interface Joiner {
  siteUserId: string;
  /** The cart the joiner's one-time purchase goes into (the account's cart). */
  owner: CartOwner;
}

/** Where joining leads next, and the cart cookie to set when a cart was just made. */
export interface JoinStep {
  next: string;
  cartToken?: string;
}

/** Puts the area's product in the joiner's cart once (again: the line already there is kept). */
async function buyOnce(
  ctx: CartContext,
  joiner: Joiner,
  area: MemberArea,
  productId: string,
): Promise<Outcome<JoinStep>> {
  const open = await findOpenCartBySiteUser(ctx.db, ctx.websiteId, joiner.siteUserId);
  const lines = open ? await listCartEntryViews(ctx.db, ctx.websiteId, open.id) : [];
  let cartId = open?.id;
  let cartToken: string | undefined;
  if (!lines.some((line) => line.item_id === productId)) {
    const added = await addCartEntry(ctx, joiner.owner, {
      itemId: productId,
      sku: null,
      additionalFields: null,
    });
    if (!added.ok) return added;
    cartId = added.value.shoppingCart.id;
    cartToken = added.value.token;
  }
  if (!cartId) return fail('not-found');
  await insertMemberJoin(ctx.db, ctx.websiteId, {
    memberAreaId: area.id,
    siteUserId: joiner.siteUserId,
    cartId,
  });
  return ok({ next: PUBLIC_PATHS.checkout, ...(cartToken && { cartToken }) });
}

/** A subscription cart of its own for the area's product, and its checkout. */
async function subscribe(
  ctx: CartContext,
  joiner: Joiner,
  area: MemberArea,
  productId: string,
): Promise<Outcome<JoinStep>> {
  const started = await startSubscription(ctx, {
    itemId: productId,
    sku: null,
    qty: 1,
    additionalFields: null,
  });
  if (!started.ok) return started;
  const cart = await findSubscriptionCart(ctx.db, ctx.websiteId, started.value.cartToken);
  if (!cart) return fail('not-found');
  await insertMemberJoin(ctx.db, ctx.websiteId, {
    memberAreaId: area.id,
    siteUserId: joiner.siteUserId,
    cartId: cart.id,
  });
  return ok({ next: subscriptionCheckoutPath(started.value.cartToken) });
}

/**
 * A signed-in site user joins a member area: a member already, or of a free area, goes straight
 * to the membership-confirmed page (free access is granted now, with its welcome e-mail); a paid
 * area goes through the store's checkout (one-time: the account's cart; recurring: a subscription
 * checkout), and the order grants access (grant.ts). Joining twice grants nothing twice.
 */
export async function joinArea(
  ctx: CartContext,
  joiner: Joiner,
  areaId: string,
  site: WelcomeSite,
): Promise<Outcome<JoinStep>> {
  const area = await findMemberArea(ctx.db, ctx.websiteId, areaId);
  if (!area) return fail('not-found');
  const now = clockOf(ctx.db).now();
  if (await isMemberOfAny(ctx.db, ctx.websiteId, joiner.siteUserId, [area.id], now)) {
    return ok({ next: welcomePath(area.id) });
  }
  if (area.pricing === 'free') {
    await inTransaction(ctx.db, (trx) => grantFreeAccess(trx, ctx.websiteId, area, joiner.siteUserId, site));
    return ok({ next: welcomePath(area.id) });
  }
  if (!area.product_id) return fail('not-found');
  return area.pricing === 'recurring'
    ? subscribe(ctx, joiner, area, area.product_id)
    : buyOnce(ctx, joiner, area, area.product_id);
}

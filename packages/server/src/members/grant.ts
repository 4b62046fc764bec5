import {
  grantMembership,
  memberAreasSoldBy,
  takeMemberJoins,
  type Executor,
  type MemberAreaRow,
  type OrderWithItems,
} from '@tessera/db';
import { queueWelcomeMail, type WelcomeSite } from './welcome.js';

/** Grants a free area's access at once, with its welcome e-mail. */
export async function grantFreeAccess(
  trx: Executor,
  websiteId: string,
  area: MemberAreaRow,
  siteUserId: string,
  site: WelcomeSite,
): Promise<void> {
  const membership = await grantMembership(trx, websiteId, {
    memberAreaId: area.id,
    siteUserId,
    source: 'free',
  });
  await queueWelcomeMail(trx, websiteId, area, membership, site);
}

export interface PaidOrder {
  order: OrderWithItems;
  cartId: string;
  /** The signed-in site user the cart belongs to, if any. */
  cartSiteUserId: string | null;
  /** The subscription the order started, if any. */
  subscriptionId: string | null;
}

/**
 * Inside the order's transaction: the areas its products sell go to the site user who joined with
 * this cart (or whose cart it is). A recurring area lasts by the order's subscription; a one-time
 * area until revoked. Nothing is granted to an anonymous buyer (access needs an account).
 */
export async function grantPurchasedAccess(
  trx: Executor,
  websiteId: string,
  paid: PaidOrder,
  site: WelcomeSite,
): Promise<void> {
  const joins = await takeMemberJoins(trx, websiteId, paid.cartId);
  const productIds = [...new Set(paid.order.items.map((i) => i.item_id))];
  const sold = await memberAreasSoldBy(trx, websiteId, productIds);
  const grants = new Map<string, { area: MemberAreaRow; siteUserId: string }>();
  for (const area of sold) {
    const users = joins.filter((j) => j.member_area_id === area.id).map((j) => j.site_user_id);
    if (paid.cartSiteUserId) users.push(paid.cartSiteUserId);
    for (const siteUserId of users) grants.set(`${area.id}:${siteUserId}`, { area, siteUserId });
  }
  for (const { area, siteUserId } of grants.values()) {
    const bySubscription = area.pricing === 'recurring' && paid.subscriptionId !== null;
    const membership = await grantMembership(trx, websiteId, {
      memberAreaId: area.id,
      siteUserId,
      source: bySubscription ? 'subscription' : 'order',
      orderId: paid.order.id,
      subscriptionId: bySubscription ? paid.subscriptionId : null,
    });
    await queueWelcomeMail(trx, websiteId, area, membership, site);
  }
}

import { hasAccess, membershipState, type MembershipState } from '@tessera/core';
import { membershipsOf, type Executor, type MembershipWithSubscription } from '@tessera/db';
import { addBillingPeriod } from '../subscriptions/index.js';

/** When the last period a subscription has paid for ends: its start plus one period per paid cycle. */
export function paidThrough(subscription: NonNullable<MembershipWithSubscription['subscription']>): number {
  let end = subscription.created_at;
  for (let i = 0; i < subscription.cycles_billed; i += 1) {
    end = addBillingPeriod(end, subscription.billing_value, subscription.billing_unit);
  }
  return end;
}

function factsOf(membership: MembershipWithSubscription) {
  const s = membership.subscription;
  return {
    revokedAt: membership.revoked_at,
    subscription: s ? { state: s.state, paidThrough: paidThrough(s) } : null,
  };
}

export function stateOf(membership: MembershipWithSubscription, now: number): MembershipState {
  return membershipState(factsOf(membership), now);
}

/** Whether the site user holds access now to at least one of these areas. */
export async function isMemberOfAny(
  db: Executor,
  websiteId: string,
  siteUserId: string | null | undefined,
  areaIds: readonly string[],
  now: number,
): Promise<boolean> {
  if (!siteUserId || areaIds.length === 0) return false;
  const memberships = await membershipsOf(db, websiteId, siteUserId, areaIds);
  return memberships.some((m) => hasAccess(factsOf(m), now));
}

/** The areas the site user holds access to now. */
export async function accessibleAreaIds(
  db: Executor,
  websiteId: string,
  siteUserId: string | null | undefined,
  now: number,
): Promise<Set<string>> {
  if (!siteUserId) return new Set();
  const memberships = await membershipsOf(db, websiteId, siteUserId);
  return new Set(memberships.filter((m) => hasAccess(factsOf(m), now)).map((m) => m.member_area_id));
}

/** The free-preview tags the areas protecting a page chose (an item carrying one is read free). */
export function freePreviewTagsOf(areas: readonly { free_preview_tag: string | null }[]): string[] {
  return areas.flatMap((area) => (area.free_preview_tag ? [area.free_preview_tag] : []));
}

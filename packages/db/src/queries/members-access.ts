import { clockOf } from '../clock.js';
import { newId } from '../ids.js';
import type { MembershipRow, MembershipSource } from '../schema/members.js';
import type { SubscriptionState, SubscriptionsTable } from '../schema/purchases.js';
import type { Executor } from './executor.js';

/** The subscription a membership lasts by, as far as access needs it. */
export interface MembershipSubscription {
  state: SubscriptionState;
  created_at: number;
  billing_value: number;
  billing_unit: SubscriptionsTable['billing_unit'];
  cycles_billed: number;
}

export interface MembershipWithSubscription extends MembershipRow {
  subscription: MembershipSubscription | null;
}

export interface MembershipGrant {
  memberAreaId: string;
  siteUserId: string;
  source: MembershipSource;
  orderId?: string | null;
  subscriptionId?: string | null;
}

/**
 * Gives a site user access to an area: a new row, or the existing one renewed (a revoked or
 * lapsed member who buys again or is granted access by hand). Returns the row as it is now.
 */
export async function grantMembership(
  db: Executor,
  websiteId: string,
  grant: MembershipGrant,
): Promise<MembershipRow> {
  const now = clockOf(db).now();
  const values = {
    source: grant.source,
    order_id: grant.orderId ?? null,
    subscription_id: grant.subscriptionId ?? null,
    granted_at: now,
    revoked_at: null,
    updated_at: now,
  };
  return db
    .insertInto('memberships')
    .values({
      id: newId(),
      website_id: websiteId,
      member_area_id: grant.memberAreaId,
      site_user_id: grant.siteUserId,
      ...values,
    })
    .onConflict((oc) => oc.columns(['website_id', 'member_area_id', 'site_user_id']).doUpdateSet(values))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends a member's access at once; false when there was no access to end. */
export async function revokeMembership(
  db: Executor,
  websiteId: string,
  memberAreaId: string,
  siteUserId: string,
): Promise<boolean> {
  const now = clockOf(db).now();
  const result = await db
    .updateTable('memberships')
    .set({ revoked_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('member_area_id', '=', memberAreaId)
    .where('site_user_id', '=', siteUserId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A site user's memberships with the subscriptions that pay for them (all areas, or one). */
export async function membershipsOf(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  memberAreaIds?: readonly string[],
): Promise<MembershipWithSubscription[]> {
  if (memberAreaIds && memberAreaIds.length === 0) return [];
  return membershipsOfUsersWithSubscriptions(db, websiteId, [siteUserId], memberAreaIds);
}

/** The memberships of several site users at once (one query), with their subscriptions. */
export async function membershipsOfUsersWithSubscriptions(
  db: Executor,
  websiteId: string,
  siteUserIds: readonly string[],
  memberAreaIds?: readonly string[],
): Promise<MembershipWithSubscription[]> {
  if (siteUserIds.length === 0) return [];
  let query = db
    .selectFrom('memberships as m')
    .leftJoin('subscriptions as s', (j) =>
      j.onRef('s.id', '=', 'm.subscription_id').onRef('s.website_id', '=', 'm.website_id'),
    )
    .selectAll('m')
    .select([
      's.state as s_state',
      's.created_at as s_created_at',
      's.billing_value as s_billing_value',
      's.billing_unit as s_billing_unit',
      's.cycles_billed as s_cycles_billed',
    ])
    .where('m.website_id', '=', websiteId)
    .where('m.site_user_id', 'in', [...siteUserIds]);
  if (memberAreaIds) query = query.where('m.member_area_id', 'in', [...memberAreaIds]);
  const rows = await query.orderBy('m.granted_at').execute();
  return rows.map(({ s_state, s_created_at, s_billing_value, s_billing_unit, s_cycles_billed, ...m }) => ({
    ...m,
    subscription:
      s_state === null || s_created_at === null || s_billing_value === null || s_billing_unit === null
        ? null
        : {
            state: s_state,
            created_at: s_created_at,
            billing_value: s_billing_value,
            billing_unit: s_billing_unit,
            cycles_billed: s_cycles_billed ?? 0,
          },
  }));
}

/** Records that this signed-in visitor is buying access to an area with this cart. */
export async function insertMemberJoin(
  db: Executor,
  websiteId: string,
  join: { memberAreaId: string; siteUserId: string; cartId: string },
): Promise<void> {
  await db
    .insertInto('member_joins')
    .values({
      id: newId(),
      website_id: websiteId,
      member_area_id: join.memberAreaId,
      site_user_id: join.siteUserId,
      cart_id: join.cartId,
      created_at: clockOf(db).now(),
    })
    .execute();
}

/** The joins waiting for this cart's checkout, removed as they are read (each is used once). */
export async function takeMemberJoins(
  db: Executor,
  websiteId: string,
  cartId: string,
): Promise<{ member_area_id: string; site_user_id: string }[]> {
  return db
    .deleteFrom('member_joins')
    .where('website_id', '=', websiteId)
    .where('cart_id', '=', cartId)
    .returning(['member_area_id', 'site_user_id'])
    .execute();
}

/** Memberships not revoked, per area. */
export async function countMembers(db: Executor, websiteId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('memberships')
    .select(['member_area_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('website_id', '=', websiteId)
    .where('revoked_at', 'is', null)
    .groupBy('member_area_id')
    .execute();
  return new Map(rows.map((r) => [r.member_area_id, Number(r.n)]));
}

/** The areas an order granted (by `memberships.order_id`), by name, for its confirmation page and e-mail. */
export async function memberAreasGrantedByOrder(
  db: Executor,
  websiteId: string,
  orderId: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('member_areas as a', (j) =>
      j.onRef('a.website_id', '=', 'm.website_id').onRef('a.id', '=', 'm.member_area_id'),
    )
    .where('m.website_id', '=', websiteId)
    .where('m.order_id', '=', orderId)
    .select(['a.id', 'a.name'])
    .orderBy('a.name')
    .execute();
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

import { isCurrencyCode, money, moneyToJson, ok } from '@tessera/core';
import { stringify } from 'csv-stringify/sync';
import {
  clockOf,
  findMemberArea,
  findSiteUser,
  grantMembership,
  inTransaction,
  listCustomerOrders,
  listMembersAfter,
  listMembersPage,
  listSubscriptionsOfEmail,
  membershipsOf,
  membershipsOfUsers,
  membershipsOfUsersWithSubscriptions,
  revokeMembership,
  type Executor,
  type MemberListRow,
} from '@tessera/db';
import type { z } from 'zod';
import type { ServiceContext } from '../context.js';
import { csvCell, fail, type Outcome } from '../owner-kit/index.js';
import { stateOf } from './access.js';
import type { memberList, memberListQuery, MemberDetail } from './owner-member-schemas.js';

type Summary = MemberDetail['member'];

function moneyOf(cents: number, currency: string) {
  return isCurrencyCode(currency) ? moneyToJson(money(cents, currency)) : { value: String(cents), currency };
}

/** The areas each of these people can open now (two queries for the whole page). */
async function activeAreasOf(db: Executor, websiteId: string, rows: readonly MemberListRow[]) {
  const now = clockOf(db).now();
  const ids = rows.map((r) => r.id);
  const [names, memberships] = await Promise.all([
    membershipsOfUsers(db, websiteId, ids),
    membershipsOfUsersWithSubscriptions(db, websiteId, ids),
  ]);
  const nameOf = new Map(names.map((n) => [n.member_area_id, n.area_name]));
  const found = new Map<string, { id: string; name: string }[]>();
  for (const m of memberships) {
    const state = stateOf(m, now);
    if (state !== 'active' && state !== 'ending') continue;
    const list = found.get(m.site_user_id) ?? [];
    list.push({ id: m.member_area_id, name: nameOf.get(m.member_area_id) ?? '' });
    found.set(m.site_user_id, list);
  }
  return found;
}

function summaryOf(row: MemberListRow, areas: { id: string; name: string }[]): Summary {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    verified: row.verified_at !== null,
    createdAt: row.created_at,
    activeAreas: areas,
  };
}

export async function memberPage(
  ctx: ServiceContext,
  query: z.infer<typeof memberListQuery>,
): Promise<z.infer<typeof memberList>> {
  const { rows, total } = await listMembersPage(ctx.db, ctx.websiteId, {
    search: query.search,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const areas = await activeAreasOf(ctx.db, ctx.websiteId, rows);
  return {
    members: rows.map((row) => summaryOf(row, areas.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A member's detail: memberships with their state, orders and subscriptions of the account's address. */
export async function memberDetailOf(
  ctx: ServiceContext,
  siteUserId: string,
): Promise<Outcome<MemberDetail>> {
  const user = await findSiteUser(ctx.db, ctx.websiteId, siteUserId);
  if (!user) return fail('not-found');
  const now = clockOf(ctx.db).now();
  const [memberships, names, orders, subscriptions, areas] = await Promise.all([
    membershipsOf(ctx.db, ctx.websiteId, user.id),
    membershipsOfUsers(ctx.db, ctx.websiteId, [user.id]),
    listCustomerOrders(ctx.db, ctx.websiteId, user.email.toLowerCase(), 100),
    listSubscriptionsOfEmail(ctx.db, ctx.websiteId, user.email, 100),
    activeAreasOf(ctx.db, ctx.websiteId, [user]),
  ]);
  const nameOf = new Map(names.map((n) => [n.member_area_id, n.area_name]));
  return ok({
    member: summaryOf(user, areas.get(user.id) ?? []),
    memberships: memberships.map((m) => ({
      areaId: m.member_area_id,
      areaName: nameOf.get(m.member_area_id) ?? '',
      source: m.source,
      state: stateOf(m, now),
      grantedAt: m.granted_at,
      revokedAt: m.revoked_at,
      orderId: m.order_id,
      subscriptionId: m.subscription_id,
    })),
    orders: orders.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      createdAt: o.created_at,
      status: o.cancelled_at !== null ? 'cancelled' : o.status,
      grandTotal: moneyOf(Number(o.grand_total), o.currency),
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      productName: s.product_name,
      state: s.state,
      paused: s.paused_at !== null,
      nextBillingAt: s.next_billing_at,
      createdAt: s.created_at,
    })),
  });
}

/**
 * Gives a site user access by hand (source 'manual', until revoked). Granting access the person
 * holds already changes nothing but the source, so a retried grant is harmless.
 */
export async function grantByHand(
  ctx: ServiceContext,
  siteUserId: string,
  areaId: string,
): Promise<Outcome<MemberDetail>> {
  const [user, area] = await Promise.all([
    findSiteUser(ctx.db, ctx.websiteId, siteUserId),
    findMemberArea(ctx.db, ctx.websiteId, areaId),
  ]);
  if (!user || !area) return fail('not-found');
  const open = (await membershipsOf(ctx.db, ctx.websiteId, user.id, [area.id])).some((m) => {
    const state = stateOf(m, clockOf(ctx.db).now());
    return state === 'active' || state === 'ending';
  });
  if (!open) {
    await inTransaction(ctx.db, (trx) =>
      grantMembership(trx, ctx.websiteId, { memberAreaId: area.id, siteUserId: user.id, source: 'manual' }),
    );
  }
  return memberDetailOf(ctx, user.id);
}

/** Takes access away at once; revoking again (or access never held) changes nothing. */
export async function revokeByHand(
  ctx: ServiceContext,
  siteUserId: string,
  areaId: string,
): Promise<Outcome<MemberDetail>> {
  const [user, area] = await Promise.all([
    findSiteUser(ctx.db, ctx.websiteId, siteUserId),
    findMemberArea(ctx.db, ctx.websiteId, areaId),
  ]);
  if (!user || !area) return fail('not-found');
  await revokeMembership(ctx.db, ctx.websiteId, area.id, user.id);
  return memberDetailOf(ctx, user.id);
}

export const MEMBER_CSV_COLUMNS = ['Email', 'Name', 'Verified', 'Joined', 'Member areas'];

/** Every site user with the areas they can open now, streamed in batches. */
export async function* membersCsv(db: Executor, websiteId: string): AsyncGenerator<string> {
  yield stringify([MEMBER_CSV_COLUMNS]);
  let after: string | null = null;
  for (;;) {
    const batch = await listMembersAfter(db, websiteId, after, 500);
    if (batch.length === 0) return;
    const areas = await activeAreasOf(db, websiteId, batch);
    yield stringify(
      batch.map((m) =>
        [
          m.email,
          m.name,
          m.verified_at !== null ? 'yes' : 'no',
          new Date(m.created_at).toISOString(),
          (areas.get(m.id) ?? []).map((a) => a.name).join('; '),
        ].map(csvCell),
      ),
    );
    after = batch.at(-1)?.id ?? null;
    if (batch.length < 500) return;
  }
}

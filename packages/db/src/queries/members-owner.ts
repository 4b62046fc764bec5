import { sql, type SqlBool } from 'kysely';
import type { Executor } from './executor.js';

/** A site user as the owner's members list shows them. */
export interface MemberListRow {
  id: string;
  email: string;
  name: string;
  verified_at: number | null;
  created_at: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The website's site users (members and customers with an account), newest first, optionally
 * those whose e-mail or name contains `search` (any case). One page and the total.
 */
export async function listMembersPage(
  db: Executor,
  websiteId: string,
  options: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: MemberListRow[]; total: number }> {
  let base = db.selectFrom('site_users').where('website_id', '=', websiteId);
  const search = options.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    base = base.where(
      sql<SqlBool>`(lower(email) like ${pattern} escape '\\' or lower(name) like ${pattern} escape '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'email', 'name', 'verified_at', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every site user of the website in creation order, in pages (for the CSV). */
export async function listMembersAfter(
  db: Executor,
  websiteId: string,
  afterId: string | null,
  limit: number,
): Promise<MemberListRow[]> {
  let query = db
    .selectFrom('site_users')
    .select(['id', 'email', 'name', 'verified_at', 'created_at'])
    .where('website_id', '=', websiteId);
  if (afterId) query = query.where('id', '>', afterId);
  return query.orderBy('id').limit(limit).execute();
}

/** The memberships of several site users at once, with their area names. */
export async function membershipsOfUsers(
  db: Executor,
  websiteId: string,
  siteUserIds: readonly string[],
): Promise<{ site_user_id: string; member_area_id: string; area_name: string; revoked_at: number | null }[]> {
  if (siteUserIds.length === 0) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('member_areas as a', (j) =>
      j.onRef('a.id', '=', 'm.member_area_id').onRef('a.website_id', '=', 'm.website_id'),
    )
    .select(['m.site_user_id', 'm.member_area_id', 'a.name as area_name', 'm.revoked_at'])
    .where('m.website_id', '=', websiteId)
    .where('m.site_user_id', 'in', [...siteUserIds])
    .orderBy('a.name')
    .execute();
}

/** A site user's subscriptions (bought with the account's address), newest first. */
export async function listSubscriptionsOfEmail(
  db: Executor,
  websiteId: string,
  email: string,
  limit: number,
) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'product_name', 'state', 'next_billing_at', 'created_at', 'paused_at'])
    .where('website_id', '=', websiteId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

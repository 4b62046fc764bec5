import type { ContributorRole, ContributorRow } from '../schema/platform.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Contributor = ContributorRow & { email: string; display_name: string };

export async function addContributor(
  db: Executor,
  websiteId: string,
  accountId: string,
  role: ContributorRole,
): Promise<void> {
  await db
    .insertInto('website_contributors')
    .values({ website_id: websiteId, account_id: accountId, role, created_at: clockOf(db).now() })
    .onConflict((oc) => oc.columns(['website_id', 'account_id']).doUpdateSet({ role }))
    .execute();
}

/** The account's role on this website, or undefined when it is not a contributor. */
export async function findContributorRole(
  db: Executor,
  websiteId: string,
  accountId: string,
): Promise<ContributorRole | undefined> {
  const row = await db
    .selectFrom('website_contributors')
    .select('role')
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.role;
}

export async function listContributors(db: Executor, websiteId: string): Promise<Contributor[]> {
  return db
    .selectFrom('website_contributors')
    .innerJoin('accounts', 'accounts.id', 'website_contributors.account_id')
    .selectAll('website_contributors')
    .select(['accounts.email', 'accounts.display_name'])
    .where('website_contributors.website_id', '=', websiteId)
    .orderBy('accounts.email')
    .execute();
}

export async function removeContributor(
  db: Executor,
  websiteId: string,
  accountId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('website_contributors')
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

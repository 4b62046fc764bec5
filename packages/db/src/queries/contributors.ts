import type { ContributorInvitationRow, ContributorRole, ContributorRow } from '../schema/platform.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';
import { dialectOf } from '../dialect.js';
import { newId } from '../ids.js';

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

/** Changes a contributor's role; false when the account is not a contributor of this website. */
export async function setContributorRole(
  db: Executor,
  websiteId: string,
  accountId: string,
  role: ContributorRole,
): Promise<boolean> {
  const result = await db
    .updateTable('website_contributors')
    .set({ role })
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The accounts holding a role on this website, locked for the rest of the transaction on
 * PostgreSQL (`FOR UPDATE`), so two administrators removing each other at once cannot both
 * succeed: the second waits, then sees the first's change.
 */
export async function lockContributorsWithRole(
  db: Executor,
  websiteId: string,
  role: ContributorRole,
): Promise<string[]> {
  const query = db
    .selectFrom('website_contributors')
    .select('account_id')
    .where('website_id', '=', websiteId)
    .where('role', '=', role)
    .orderBy('account_id');
  const rows = await dialectOf(db).forUpdate(query).execute();
  return rows.map((r) => r.account_id);
}

/** Ends every session the account has on this website (after it was removed from it). */
export async function endSessionsOfContributor(
  db: Executor,
  websiteId: string,
  accountId: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('website_id', '=', websiteId)
    .where('account_id', '=', accountId)
    .execute();
}

export type ContributorInvitation = ContributorInvitationRow;

export interface NewContributorInvitation {
  email: string;
  role: ContributorRole;
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: number;
}

/**
 * Records an invitation, replacing any invitation to the same address on this website that was
 * not accepted yet (its link stops working).
 */
export async function createContributorInvitation(
  db: Executor,
  websiteId: string,
  input: NewContributorInvitation,
): Promise<ContributorInvitation> {
  const email = input.email.trim().toLowerCase();
  await db
    .deleteFrom('contributor_invitations')
    .where('website_id', '=', websiteId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute();
  return db
    .insertInto('contributor_invitations')
    .values({
      id: newId(),
      website_id: websiteId,
      email,
      role: input.role,
      token_hash: input.tokenHash,
      invited_by: input.invitedBy,
      created_at: clockOf(db).now(),
      expires_at: input.expiresAt,
      accepted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Invitations of this website not accepted yet (expired ones included), oldest first. */
export async function listOpenInvitations(db: Executor, websiteId: string): Promise<ContributorInvitation[]> {
  return db
    .selectFrom('contributor_invitations')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('accepted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The invitation a link's secret belongs to, on this website only. */
export async function findInvitationByTokenHash(
  db: Executor,
  websiteId: string,
  tokenHash: string,
): Promise<ContributorInvitation | undefined> {
  return db
    .selectFrom('contributor_invitations')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Marks an invitation used. Only one caller wins: false when it was already accepted, has
 * expired at `now`, or was cancelled meanwhile.
 */
export async function markInvitationAccepted(
  db: Executor,
  websiteId: string,
  invitationId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('contributor_invitations')
    .set({ accepted_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Cancels an invitation not accepted yet; false when there is none with this id here. */
export async function deleteOpenInvitation(
  db: Executor,
  websiteId: string,
  invitationId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('contributor_invitations')
    .where('website_id', '=', websiteId)
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

import { CONTRIBUTOR_ROLES } from '@tessera/core';
import { newId } from '../ids.js';
import { type AccountRow } from '../schema/platform.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Account = AccountRow;

export interface NewAccount {
  email: string;
  passwordHash: string;
  displayName: string;
}

/** Accounts are install-wide (one person may contribute to several websites), so no websiteId here. */
export async function createAccount(db: Executor, input: NewAccount): Promise<Account> {
  const now = clockOf(db).now();
  return db
    .insertInto('accounts')
    .values({
      id: newId(),
      email: input.email.trim().toLowerCase(),
      password_hash: input.passwordHash,
      display_name: input.displayName,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findAccountByEmail(db: Executor, email: string): Promise<Account | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findAccountById(db: Executor, accountId: string): Promise<Account | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
}

export async function updateAccountPassword(
  db: Executor,
  accountId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, updated_at: clockOf(db).now() })
    .where('id', '=', accountId)
    .execute();
}

/**
 * Whether no administrator account of any website was created before this one: the install's
 * first owner (accounts created in the same millisecond all count as first).
 */
export async function isFirstAdministrator(db: Executor, accountId: string): Promise<boolean> {
  const account = await findAccountById(db, accountId);
  if (!account) return false;
  const earlier = await db
    .selectFrom('accounts')
    .innerJoin('website_contributors', 'website_contributors.account_id', 'accounts.id')
    .select('accounts.id')
    .where('website_contributors.role', '=', CONTRIBUTOR_ROLES.ADMIN)
    .where('accounts.created_at', '<', account.created_at)
    .limit(1)
    .executeTakeFirst();
  return earlier === undefined;
}

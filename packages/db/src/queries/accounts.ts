import { newId } from '../ids.js';
import type { AccountRow } from '../schema/platform.js';
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

import { newId } from '../../ids.js';
import type { SiteUserRow } from '../../schema/site-users.js';
import type { Executor } from '../executor.js';

export type SiteUser = SiteUserRow;

export interface NewSiteUser {
  email: string;
  name: string;
  passwordHash: string;
  now: number;
}

/** Creates a site user, or returns undefined when the address already has an account on this website. */
export async function insertSiteUser(
  db: Executor,
  websiteId: string,
  input: NewSiteUser,
): Promise<SiteUser | undefined> {
  return db
    .insertInto('site_users')
    .values({
      id: newId(),
      website_id: websiteId,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      password_hash: input.passwordHash,
      verified_at: null,
      locale: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.columns(['website_id', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findSiteUserByEmail(
  db: Executor,
  websiteId: string,
  email: string,
): Promise<SiteUser | undefined> {
  return db
    .selectFrom('site_users')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findSiteUser(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<SiteUser | undefined> {
  return db
    .selectFrom('site_users')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks the address proved, keeping the first moment it was. */
export async function markSiteUserVerified(
  db: Executor,
  websiteId: string,
  id: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('site_users')
    .set({ verified_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .execute();
}

export async function setSiteUserPassword(
  db: Executor,
  websiteId: string,
  id: string,
  passwordHash: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('site_users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes an account and everything that names its person (issue 14, delete account): the row
 * (name, address, password hash, language), its sessions and links (cascade), its failed sign-ins
 * and its carts, open or bought (their checkout details repeat the buyer's e-mail and address; the
 * order made from a bought cart keeps its own copy). Checkout payments stop naming the account.
 * Orders are not touched here: they hold their own copy of the buyer's details.
 */
export async function deleteSiteUserAccount(
  db: Executor,
  websiteId: string,
  id: string,
  email: string,
): Promise<boolean> {
  await db.deleteFrom('carts').where('website_id', '=', websiteId).where('site_user_id', '=', id).execute();
  await db
    .updateTable('checkout_payments')
    .set({ site_user_id: null })
    .where('website_id', '=', websiteId)
    .where('site_user_id', '=', id)
    .execute();
  await db
    .deleteFrom('site_user_sign_in_failures')
    .where('website_id', '=', websiteId)
    .where('subject', '=', `email:${email.trim().toLowerCase()}`)
    .execute();
  const result = await db
    .deleteFrom('site_users')
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves an account to its new, proved address (verified from now: the history starts again). */
export async function setSiteUserEmail(
  db: Executor,
  websiteId: string,
  id: string,
  email: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('site_users')
    .set({ email: email.trim().toLowerCase(), verified_at: now, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .execute();
}

export async function setSiteUserLocale(
  db: Executor,
  websiteId: string,
  id: string,
  locale: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('site_users')
    .set({ locale, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .execute();
}

export async function recordSignInFailure(
  db: Executor,
  websiteId: string,
  subjects: readonly string[],
  now: number,
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insertInto('site_user_sign_in_failures')
    .values(subjects.map((subject) => ({ id: newId(), website_id: websiteId, subject, failed_at: now })))
    .execute();
}

/** Failed sign-ins of one subject since a moment. */
export async function countSignInFailures(
  db: Executor,
  websiteId: string,
  subject: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('site_user_sign_in_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('website_id', '=', websiteId)
    .where('subject', '=', subject)
    .where('failed_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A successful sign-in forgets the account's failures (the address's stay counted). */
export async function clearSignInFailures(db: Executor, websiteId: string, subject: string): Promise<void> {
  await db
    .deleteFrom('site_user_sign_in_failures')
    .where('website_id', '=', websiteId)
    .where('subject', '=', subject)
    .execute();
}

export interface SiteUserOrderRow {
  id: string;
  order_number: number;
  status: string;
  fulfillment_state: string;
  currency: string;
  grand_total: number;
  created_at: number;
}

/** Orders placed with an address from a moment on (the account's history since it was verified), newest first. */
export async function listOrdersOfEmailSince(
  db: Executor,
  websiteId: string,
  email: string,
  since: number,
  limit = 100,
): Promise<SiteUserOrderRow[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'fulfillment_state', 'currency', 'grand_total', 'created_at'])
    .where('website_id', '=', websiteId)
    .where('email_key', '=', email.trim().toLowerCase())
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(limit)
    .execute();
}

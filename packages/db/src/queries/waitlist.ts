import { sql } from 'kysely';
import { newId } from '../ids.js';
import { toFlag } from '../schema/columns.js';
import type { WaitlistSignUpRow } from '../schema/waitlist.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';
import { dialectOf } from '../dialect.js';

export interface WaitlistSignUpInput {
  productId: string;
  /** '' for the product as a whole. */
  variantId: string;
  /** Already validated; stored trimmed and lower-cased. */
  email: string;
  joinMailingList: boolean;
  language?: string | null;
  now?: number;
}

/**
 * Stores a waitlist sign-up once per product, variant and address: signing up again (a
 * double click, a second visit) keeps the first row, and only ever adds the mailing-list wish,
 * never takes it back. Returns whether this call created the row.
 */
export async function addWaitlistSignUp(
  db: Executor,
  websiteId: string,
  input: WaitlistSignUpInput,
): Promise<{ created: boolean }> {
  const id = newId();
  const row = await db
    .insertInto('waitlist_sign_ups')
    .values({
      id,
      website_id: websiteId,
      product_id: input.productId,
      variant_id: input.variantId,
      email: input.email.trim().toLowerCase(),
      join_mailing_list: toFlag(input.joinMailingList),
      language: input.language ?? null,
      created_at: input.now ?? clockOf(db).now(),
    })
    .onConflict((oc) =>
      oc.columns(['website_id', 'product_id', 'variant_id', 'email']).doUpdateSet({
        join_mailing_list: sql<
          0 | 1
        >`case when excluded.join_mailing_list = 1 then 1 else waitlist_sign_ups.join_mailing_list end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return { created: row.id === id };
}

/** A product's sign-ups, oldest first (for the owner's list and the waitlist emails). */
export async function listWaitlistSignUps(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<WaitlistSignUpRow[]> {
  return db
    .selectFrom('waitlist_sign_ups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** A product/variant with people waiting: how many wait, were told, and still hold a unit. */
export interface WaitlistGroupRow {
  productId: string;
  /** '' for sign-ups for the product as a whole. */
  variantId: string;
  /** Sign-ups not yet notified. */
  waiting: number;
  notified: number;
  /** Notified sign-ups whose hold is still running at `now`. */
  holding: number;
  firstSignUpAt: number;
  lastSignUpAt: number;
}

export interface WaitlistGroupKey {
  productId: string;
  variantId: string;
}

/**
 * The groups with at least one sign-up still waiting, by product and variant id (a stable order for
 * cursor pages: `after` is the last group of the previous page).
 */
export async function listWaitlistGroups(
  db: Executor,
  websiteId: string,
  options: { after?: WaitlistGroupKey | undefined; limit: number; now: number },
): Promise<WaitlistGroupRow[]> {
  const waiting = sql<number | string>`sum(case when notified_at is null then 1 else 0 end)`;
  let query = db
    .selectFrom('waitlist_sign_ups')
    .select([
      'product_id',
      'variant_id',
      waiting.as('waiting'),
      sql<number | string>`sum(case when notified_at is null then 0 else 1 end)`.as('notified'),
      sql<number | string>`sum(case when hold_ends_at > ${options.now} then 1 else 0 end)`.as('holding'),
      sql<number | string>`min(created_at)`.as('first_at'),
      sql<number | string>`max(created_at)`.as('last_at'),
    ])
    .where('website_id', '=', websiteId);
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('product_id', '>', after.productId),
        eb.and([eb('product_id', '=', after.productId), eb('variant_id', '>', after.variantId)]),
      ]),
    );
  }
  const rows = await query
    .groupBy(['product_id', 'variant_id'])
    .having(waiting, '>', 0)
    .orderBy('product_id')
    .orderBy('variant_id')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({
    productId: r.product_id,
    variantId: r.variant_id,
    waiting: Number(r.waiting),
    notified: Number(r.notified),
    holding: Number(r.holding),
    firstSignUpAt: Number(r.first_at),
    lastSignUpAt: Number(r.last_at),
  }));
}

/** Which sign-ups of a product: one variant's (`''` the product as a whole), or every one's. */
export interface WaitlistScope {
  productId: string;
  /** Undefined: all of the product's sign-ups, whatever variant they wait for. */
  variantId?: string | undefined;
}

/** A page of a product's sign-ups, oldest first; `after` is the last row of the previous page. */
export async function pageWaitlistSignUps(
  db: Executor,
  websiteId: string,
  scope: WaitlistScope,
  options: { after?: { createdAt: number; id: string } | undefined; limit: number },
): Promise<WaitlistSignUpRow[]> {
  let query = db
    .selectFrom('waitlist_sign_ups')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('product_id', '=', scope.productId);
  if (scope.variantId !== undefined) query = query.where('variant_id', '=', scope.variantId);
  const after = options.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '>', after.createdAt),
        eb.and([eb('created_at', '=', after.createdAt), eb('id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('created_at').orderBy('id').limit(options.limit).execute();
}

/** How many sign-ups a product has (in one variant, or summed over all of them). */
export async function countWaitlistSignUps(
  db: Executor,
  websiteId: string,
  scope: WaitlistScope,
): Promise<number> {
  let query = db
    .selectFrom('waitlist_sign_ups')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('website_id', '=', websiteId)
    .where('product_id', '=', scope.productId);
  if (scope.variantId !== undefined) query = query.where('variant_id', '=', scope.variantId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A group's line: who still waits (oldest first) and when the running holds end. */
export interface WaitlistQueue {
  waiting: { id: string; createdAt: number }[];
  holdsEndingAt: number[];
}

export async function waitlistQueue(
  db: Executor,
  websiteId: string,
  group: WaitlistGroupKey,
  now: number,
): Promise<WaitlistQueue> {
  const base = db
    .selectFrom('waitlist_sign_ups')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', group.productId)
    .where('variant_id', '=', group.variantId);
  const [waiting, holds] = await Promise.all([
    base
      .select(['id', 'created_at'])
      .where('notified_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    base.select('hold_ends_at').where('hold_ends_at', '>', now).execute(),
  ]);
  return {
    waiting: waiting.map((r) => ({ id: r.id, createdAt: Number(r.created_at) })),
    holdsEndingAt: holds.map((r) => Number(r.hold_ends_at)),
  };
}

/**
 * Marks sign-ups notified (with the end of their hold, or none for unlimited stock). Only rows not
 * notified before change, so a sign-up is notified once; returns those rows.
 */
export async function markWaitlistNotified(
  db: Executor,
  websiteId: string,
  ids: readonly string[],
  at: { now: number; holdEndsAt: number | null },
): Promise<WaitlistSignUpRow[]> {
  if (ids.length === 0) return [];
  const marked: WaitlistSignUpRow[] = [];
  // Bounded IN lists: a send to everyone on an unlimited product may cover thousands of rows.
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .updateTable('waitlist_sign_ups')
      .set({ notified_at: at.now, hold_ends_at: at.holdEndsAt })
      .where('website_id', '=', websiteId)
      .where('id', 'in', ids.slice(start, start + 500))
      .where('notified_at', 'is', null)
      .returningAll()
      .execute();
    marked.push(...rows);
  }
  return marked.sort((a, b) => Number(a.created_at) - Number(b.created_at) || (a.id < b.id ? -1 : 1));
}

/**
 * Takes the row locks of a product's variants for the rest of the transaction (PostgreSQL `FOR
 * UPDATE`; SQLite has one writer anyway), so two sends for one product allocate one after the
 * other and never tell more people than there are units.
 */
export async function lockWaitlistStock(db: Executor, websiteId: string, productId: string): Promise<void> {
  const query = db
    .selectFrom('product_variants')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId);
  await dialectOf(db).forUpdate(query).execute();
}

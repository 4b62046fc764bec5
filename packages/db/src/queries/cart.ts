import { randomBytes } from 'node:crypto';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { dialectOf, isContention } from '../dialect.js';
import { newId } from '../ids.js';
import type { CartKind, CartRow } from '../schema/cart.js';
import { rowDecoder, type Decoded } from '../schema/columns.js';
import type { Database } from '../schema.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Cart = Decoded<CartRow>;

/** A carts row as callers read it (JSON parsed, flags as booleans). */
export const decodeCart = rowDecoder<CartRow>(
  ['selected_shipping_option', 'shipping_location', 'coupons'],
  ['is_purchased'],
);

/**
 * Literal (not bound) predicates, so SQLite's planner can match them to the partial indexes.
 * An open cart is one not yet turned into an order.
 */
const OPEN = sql<SqlBool>`is_purchased = 0`;
const SHOPPING = sql<SqlBool>`kind = 'cart'`;

const MAX_ATTEMPTS = 8;

/**
 * Runs a cart read-modify-write in one transaction, retried from the start when the database
 * reports contention: SQLITE_BUSY(_SNAPSHOT) when another process holds SQLite's single write lock
 * past the busy timeout or committed after this transaction's snapshot, or a PostgreSQL
 * deadlock/serialisation failure. Inside a caller's transaction it just runs `work`.
 */
export async function inCartTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isContention(error) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

type CartQuery = SelectQueryBuilder<Database, 'carts', CartRow>;

async function firstCart(db: Executor, query: CartQuery, lock: boolean): Promise<Cart | undefined> {
  const row = await (lock ? dialectOf(db).forUpdate(query) : query).executeTakeFirst();
  return row && decodeCart(row);
}

function carts(db: Executor, websiteId: string): CartQuery {
  return db.selectFrom('carts').selectAll().where('website_id', '=', websiteId).where(OPEN);
}

/** `lock`: take the row lock for the rest of the transaction (PostgreSQL `FOR UPDATE`). */
export interface CartLookup {
  lock?: boolean;
}

/** The open cart of a kind whose token hashes to `tokenHash`. */
export async function findOpenCartByToken(
  db: Executor,
  websiteId: string,
  tokenHash: string,
  kind: CartKind,
  options: CartLookup = {},
): Promise<Cart | undefined> {
  const query = carts(db, websiteId).where('token_hash', '=', tokenHash).where('kind', '=', kind);
  return firstCart(db, query, options.lock ?? false);
}

/** The signed-in site user's open shopping cart. */
export async function findOpenCartBySiteUser(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  options: CartLookup = {},
): Promise<Cart | undefined> {
  const query = carts(db, websiteId).where('site_user_id', '=', siteUserId).where(SHOPPING);
  return firstCart(db, query, options.lock ?? false);
}

/** The open shopping cart a visitor's crumb created while it is still marked with that crumb. */
export async function findOpenCartByOrigin(
  db: Executor,
  websiteId: string,
  originHash: string,
  options: CartLookup = {},
): Promise<Cart | undefined> {
  const query = carts(db, websiteId).where('origin_hash', '=', originHash).where(SHOPPING);
  return firstCart(db, query, options.lock ?? false);
}

/**
 * Unmarks carts created from this crumb before `createdBefore` (or already purchased), so the
 * crumb can start a new cart. Carts younger than that keep the mark for parallel first requests.
 */
export async function releaseCartOrigin(
  db: Executor,
  websiteId: string,
  originHash: string,
  createdBefore: number,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({ origin_hash: null })
    .where('website_id', '=', websiteId)
    .where('origin_hash', '=', originHash)
    .where((eb) => eb.or([eb('created_at', '<', createdBefore), eb('is_purchased', '=', 1)]))
    .execute();
}

export interface NewCart {
  id?: string;
  tokenHash: string | null;
  originHash?: string | null;
  siteUserId?: string | null;
  kind?: CartKind;
}

/**
 * Inserts a cart unless a unique index already holds one for the same token, crumb or site user
 * (a concurrent first request won), and returns it as stored; undefined when nothing was
 * inserted. On PostgreSQL a racing insert waits for the winner's transaction to finish first.
 */
export async function insertCart(db: Executor, websiteId: string, cart: NewCart): Promise<Cart | undefined> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('carts')
    .values({
      id: cart.id ?? newId(),
      website_id: websiteId,
      token_hash: cart.tokenHash,
      origin_hash: cart.originHash ?? null,
      site_user_id: cart.siteUserId ?? null,
      kind: cart.kind ?? 'cart',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && decodeCart(row);
}

/** `insertCart` answering only the new cart's id. */
export async function insertCartIfAbsent(
  db: Executor,
  websiteId: string,
  cart: NewCart,
): Promise<string | undefined> {
  return (await insertCart(db, websiteId, cart))?.id;
}

/** How a write names the open cart it changes. */
export type OpenCartKey =
  | { tokenHash: string; kind: CartKind }
  | { siteUserId: string }
  /** A visitor's new cart by the crumb that created it, while younger than `createdSince`. */
  | { originHash: string; createdSince: number };

/**
 * Row-locks the open cart a key names for the rest of the transaction and marks it changed, in
 * one statement: an UPDATE takes the lock SELECT … FOR UPDATE would (and re-checks the cart is
 * still open after waiting for it); on SQLite it starts the write at once.
 */
export async function touchOpenCart(
  db: Executor,
  websiteId: string,
  key: OpenCartKey,
): Promise<Cart | undefined> {
  let query = db
    .updateTable('carts')
    .set({ updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId);
  if ('tokenHash' in key) {
    query = query.where('token_hash', '=', key.tokenHash).where('kind', '=', key.kind);
  } else if ('siteUserId' in key) {
    query = query.where('site_user_id', '=', key.siteUserId).where(SHOPPING);
  } else {
    query = query
      .where('origin_hash', '=', key.originHash)
      .where(SHOPPING)
      .where('created_at', '>=', key.createdSince);
  }
  const row = await query.where(OPEN).returningAll().executeTakeFirst();
  return row && decodeCart(row);
}

export async function findCart(db: Executor, websiteId: string, cartId: string): Promise<Cart | undefined> {
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId)
    .executeTakeFirst();
  return row && decodeCart(row);
}

/** Gives a visitor's cookie cart to the site user who just signed in (when they have none open). */
export async function claimCartForSiteUser(
  db: Executor,
  websiteId: string,
  cartId: string,
  siteUserId: string,
): Promise<void> {
  await db
    .updateTable('carts')
    .set({ site_user_id: siteUserId, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId)
    .where('site_user_id', 'is', null)
    .execute();
}

export async function touchCart(db: Executor, websiteId: string, cartId: string): Promise<void> {
  await db
    .updateTable('carts')
    .set({ updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', cartId)
    .execute();
}

/** Units and subtotal of a cart in one indexed query, counting only lines in `currency`. */
export async function cartSummaryByToken(
  db: Executor,
  websiteId: string,
  tokenHash: string,
  currency: string,
): Promise<{ totalQuantity: number; subtotalCents: number }> {
  return summaryOf(db, websiteId, currency, 'c.token_hash', tokenHash);
}

/** The same summary for a signed-in site user's open cart. */
export async function cartSummaryBySiteUser(
  db: Executor,
  websiteId: string,
  siteUserId: string,
  currency: string,
): Promise<{ totalQuantity: number; subtotalCents: number }> {
  return summaryOf(db, websiteId, currency, 'c.site_user_id', siteUserId);
}

async function summaryOf(
  db: Executor,
  websiteId: string,
  currency: string,
  column: 'c.token_hash' | 'c.site_user_id',
  value: string,
): Promise<{ totalQuantity: number; subtotalCents: number }> {
  const row = await db
    .selectFrom('carts as c')
    .innerJoin('cart_entries as e', (join) =>
      join.onRef('e.website_id', '=', 'c.website_id').onRef('e.cart_id', '=', 'c.id'),
    )
    .select([
      sql<number | null>`sum(e.quantity)`.as('quantity'),
      sql<number | null>`sum(e.quantity * e.unit_price)`.as('subtotal'),
    ])
    .where('c.website_id', '=', websiteId)
    .where(column, '=', value)
    .where(sql<SqlBool>`c.is_purchased = 0 and c.kind = 'cart'`)
    .where('e.currency', '=', currency)
    .executeTakeFirst();
  return { totalQuantity: Number(row?.quantity ?? 0), subtotalCents: Number(row?.subtotal ?? 0) };
}

/**
 * The website's secret for deriving cart tokens, created on first use. Concurrent first uses
 * agree: the insert does nothing when another process already stored one, and both read it back.
 */
export async function getCartSecret(db: Executor, websiteId: string): Promise<string> {
  await db
    .insertInto('cart_keys')
    .values({
      website_id: websiteId,
      secret: randomBytes(32).toString('base64url'),
      created_at: clockOf(db).now(),
    })
    .onConflict((oc) => oc.column('website_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('cart_keys')
    .select('secret')
    .where('website_id', '=', websiteId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

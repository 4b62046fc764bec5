import { sql, type Updateable } from 'kysely';
import { newId } from '../ids.js';
import type { CouponKind, CouponRow, CouponScope, CouponsTable } from '../schema/commerce.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type Coupon = Decoded<CouponRow>;

const decodeCoupon = rowDecoder<CouponRow>(['product_ids', 'category_ids'], ['enabled']);

/** How shoppers' codes are matched: trimmed and upper-cased. */
export function couponCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

export interface CouponInput {
  /** A stable id (the demo seed's); a new one when absent. */
  id?: string;
  code: string;
  kind: CouponKind;
  percent: string | null;
  amountCents: number | null;
  minSubtotalCents: number;
  startsAt: number | null;
  endsAt: number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  scope: CouponScope;
  productIds: string[];
  categoryIds: string[];
  enabled: boolean;
}

function columns(input: Partial<CouponInput>): Updateable<CouponsTable> {
  const set: Updateable<CouponsTable> = {};
  if (input.code !== undefined) {
    set.code = input.code.trim();
    set.code_key = couponCodeKey(input.code);
  }
  if (input.kind !== undefined) set.kind = input.kind;
  if (input.percent !== undefined) set.percent = input.percent;
  if (input.amountCents !== undefined) set.amount_cents = input.amountCents;
  if (input.minSubtotalCents !== undefined) set.min_subtotal_cents = input.minSubtotalCents;
  if (input.startsAt !== undefined) set.starts_at = input.startsAt;
  if (input.endsAt !== undefined) set.ends_at = input.endsAt;
  if (input.usageLimit !== undefined) set.usage_limit = input.usageLimit;
  if (input.perCustomerLimit !== undefined) set.per_customer_limit = input.perCustomerLimit;
  if (input.scope !== undefined) set.scope = input.scope;
  if (input.productIds !== undefined) set.product_ids = toJson(input.productIds);
  if (input.categoryIds !== undefined) set.category_ids = toJson(input.categoryIds);
  if (input.enabled !== undefined) set.enabled = toFlag(input.enabled);
  return set;
}

/** Inserts a coupon; undefined when the website already has that code. */
export async function insertCoupon(
  db: Executor,
  websiteId: string,
  input: CouponInput,
): Promise<Coupon | undefined> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('coupons')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      code: input.code.trim(),
      code_key: couponCodeKey(input.code),
      kind: input.kind,
      percent: input.percent,
      amount_cents: input.amountCents,
      starts_at: input.startsAt,
      ends_at: input.endsAt,
      usage_limit: input.usageLimit,
      per_customer_limit: input.perCustomerLimit,
      ...columns(input),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['website_id', 'code_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && decodeCoupon(row);
}

export async function listCoupons(db: Executor, websiteId: string): Promise<Coupon[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(decodeCoupon);
}

export async function findCoupon(
  db: Executor,
  websiteId: string,
  couponId: string,
): Promise<Coupon | undefined> {
  const row = await db
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', couponId)
    .executeTakeFirst();
  return row && decodeCoupon(row);
}

/** The coupons whose codes match these keys (already passed through `couponCodeKey`). */
export async function findCouponsByKeys(
  db: Executor,
  websiteId: string,
  codeKeys: readonly string[],
): Promise<Coupon[]> {
  if (codeKeys.length === 0) return [];
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('code_key', 'in', [...codeKeys])
    .execute();
  return rows.map(decodeCoupon);
}

/**
 * Changes a coupon and raises its version: 'conflict' when the new code is taken by another coupon,
 * 'changed' when `expectedVersion` is given and the coupon is no longer at it (a conditional update,
 * so of two saves made from one version exactly one wins), undefined when the website has no such
 * coupon.
 */
export async function updateCoupon(
  db: Executor,
  websiteId: string,
  couponId: string,
  input: Partial<CouponInput>,
  expectedVersion?: number,
): Promise<Coupon | 'conflict' | 'changed' | undefined> {
  const current = await findCoupon(db, websiteId, couponId);
  if (!current) return undefined;
  if (expectedVersion !== undefined && current.version !== expectedVersion) return 'changed';
  if (input.code !== undefined) {
    const clash = await db
      .selectFrom('coupons')
      .select('id')
      .where('website_id', '=', websiteId)
      .where('code_key', '=', couponCodeKey(input.code))
      .where('id', '!=', couponId)
      .executeTakeFirst();
    if (clash) return 'conflict';
  }
  let query = db
    .updateTable('coupons')
    .set({ ...columns(input), version: sql<number>`version + 1`, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', couponId);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const row = await query.returningAll().executeTakeFirst();
  if (row) return decodeCoupon(row);
  return (await findCoupon(db, websiteId, couponId)) ? 'changed' : undefined;
}

/**
 * Deletes a coupon; with `version`, only while it is still that version ('changed' when another
 * owner changed it since, so a delete never takes away a change its owner did not see).
 */
export async function deleteCoupon(
  db: Executor,
  websiteId: string,
  couponId: string,
  version?: number,
): Promise<'deleted' | 'missing' | 'changed'> {
  let query = db.deleteFrom('coupons').where('website_id', '=', websiteId).where('id', '=', couponId);
  if (version !== undefined) query = query.where('version', '=', version);
  const result = await query.executeTakeFirst();
  if (result.numDeletedRows > 0n) return 'deleted';
  if (version === undefined) return 'missing';
  return (await findCoupon(db, websiteId, couponId)) ? 'changed' : 'missing';
}

export type RedeemOutcome = 'redeemed' | 'usage-limit' | 'customer-limit';

/**
 * Counts one redemption, atomically: the total only while under `usage_limit` (a conditional
 * UPDATE, so of racing orders exactly the allowed number succeed), then the customer's uses only
 * while under `per_customer_limit`. Run it in the order's transaction so a refusal undoes both.
 */
export async function redeemCoupon(
  db: Executor,
  websiteId: string,
  coupon: Pick<Coupon, 'id' | 'per_customer_limit'>,
  customerKey: string,
): Promise<RedeemOutcome> {
  const counted = await db
    .updateTable('coupons')
    .set({ times_used: sql<number>`times_used + 1`, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', coupon.id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (counted.numUpdatedRows === 0n) return 'usage-limit';
  const limit = coupon.per_customer_limit;
  const result = await db
    .insertInto('coupon_customer_uses')
    .values({ website_id: websiteId, coupon_id: coupon.id, customer_key: customerKey, uses: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['coupon_id', 'customer_key'])
        .doUpdateSet({ uses: sql<number>`coupon_customer_uses.uses + 1` });
      return limit === null ? update : update.where('coupon_customer_uses.uses', '<', limit);
    })
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n ? 'redeemed' : 'customer-limit';
}

/** How many times a customer has used a coupon. */
export async function couponUsesBy(
  db: Executor,
  websiteId: string,
  couponId: string,
  customerKey: string,
): Promise<number> {
  const row = await db
    .selectFrom('coupon_customer_uses')
    .select('uses')
    .where('website_id', '=', websiteId)
    .where('coupon_id', '=', couponId)
    .where('customer_key', '=', customerKey)
    .executeTakeFirst();
  return row?.uses ?? 0;
}

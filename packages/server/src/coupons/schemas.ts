import { COUPON_KINDS, COUPON_SCOPES, type Coupon } from '@tessera/db';
import { z } from 'zod';
import { rowId } from '@tessera/contract';
import { cents } from '../shipping/index.js';

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const limit = z.number().int().min(1).max(1_000_000_000).nullable().default(null);
const epochMs = z.number().int().min(0).nullable().default(null);

/** A coupon as the owner writes it (PUT replaces the whole coupon). */
export const couponBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{2,40}$/, 'Use 2–40 letters, digits, dashes or underscores'),
    kind: z.enum(COUPON_KINDS),
    percent: z.string().regex(PERCENT, 'Use a percentage from 0 to 100').nullable().default(null),
    amountCents: cents.nullable().default(null),
    minSubtotalCents: cents.default(0),
    startsAt: epochMs,
    endsAt: epochMs,
    usageLimit: limit,
    perCustomerLimit: limit,
    scope: z.enum(COUPON_SCOPES).default('all'),
    productIds: z.array(rowId).max(200).default([]),
    categoryIds: z.array(rowId).max(200).default([]),
    enabled: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percentage' && (c.percent === null || Number(c.percent) <= 0))
      issue('percent', 'Required');
    if (c.kind === 'fixed' && !c.amountCents) issue('amountCents', 'Required');
    if (c.startsAt !== null && c.endsAt !== null && c.endsAt <= c.startsAt)
      issue('endsAt', 'The end must come after the start');
    if (c.scope === 'products' && c.productIds.length === 0) issue('productIds', 'Required');
    if (c.scope === 'categories' && c.categoryIds.length === 0) issue('categoryIds', 'Required');
  });

export const couponParams = z.object({ couponId: rowId });

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  percent: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  productIds: z.array(z.string()),
  categoryIds: z.array(z.string()),
  enabled: z.boolean(),
});

export function couponDto(coupon: Coupon): z.infer<typeof couponSchema> {
  return {
    id: coupon.id,
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.percent,
    amountCents: coupon.amount_cents,
    minSubtotalCents: coupon.min_subtotal_cents,
    startsAt: coupon.starts_at,
    endsAt: coupon.ends_at,
    usageLimit: coupon.usage_limit,
    perCustomerLimit: coupon.per_customer_limit,
    timesUsed: coupon.times_used,
    scope: coupon.scope,
    productIds: coupon.product_ids,
    categoryIds: coupon.category_ids,
    enabled: coupon.enabled,
  };
}

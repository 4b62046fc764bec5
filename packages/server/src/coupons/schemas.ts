import { COUPON_KINDS, COUPON_SCOPES, type Coupon, type CouponKind, type CouponScope } from '@tessera/db';
import { z } from 'zod';
import { refusedWithLatest } from '../owner-kit/index.js';
import { COUPON_KIND_VALUES, COUPON_SCOPE_VALUES, couponBody, couponChange, rowId } from '@tessera/contract';

/** The body schemas live in the contract, shared with the studio's coupon form. */
export { couponBody, couponChange };

// The contract's lists are the database's (a compile error here means they drifted apart).
const kindsMatch: readonly CouponKind[] = COUPON_KIND_VALUES;
const kindsComplete: readonly (typeof COUPON_KIND_VALUES)[number][] = COUPON_KINDS;
const scopesMatch: readonly CouponScope[] = COUPON_SCOPE_VALUES;
const scopesComplete: readonly (typeof COUPON_SCOPE_VALUES)[number][] = COUPON_SCOPES;
void [kindsMatch, kindsComplete, scopesMatch, scopesComplete];

export const couponParams = z.object({ couponId: rowId });

/** A delete names the version the owner saw: a coupon changed since is not deleted (409). */
export const couponDeleteQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

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
  /** Raised by every owner change; a PUT naming an older one is refused. */
  version: z.number().int(),
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
    version: coupon.version,
  };
}

/**
 * A refused change: 'coupon-code-taken', or 'changed-elsewhere' with the coupon as it is now
 * (`latest`), so the studio can show what the other owner saved.
 */
export const couponRefused = refusedWithLatest(couponSchema, ['changed-elsewhere', 'coupon-code-taken']);

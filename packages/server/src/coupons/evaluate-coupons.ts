import { formatMoney, minMoney, money, percentageOf, PRODUCT_TYPES, type CurrencyCode } from '@tessera/core';
import { couponCodeKey, type Coupon } from '@tessera/db';
import { COUPON_MESSAGES, couponMinimumMessage } from './coupon-messages.js';

/** A cart line as coupons see it. */
export interface CouponLine {
  itemId: string;
  productType: number;
  lineTotalCents: number;
  categoryIds: readonly string[];
}

export interface ValidCoupon {
  code: string;
  kind: Coupon['kind'];
  discountCents: number;
  freeShipping: boolean;
}

export interface InvalidCoupon {
  code: string;
  reason: string;
}

export interface CouponOutcome {
  validCoupons: ValidCoupon[];
  invalidCoupons: InvalidCoupon[];
  discountCents: number;
  freeShipping: boolean;
  /** The coupons that apply, to be redeemed when the order is placed. */
  applied: Coupon[];
}

export interface CouponInput {
  /** The codes the shopper entered, in order. */
  codes: readonly string[];
  /** The website's coupons matching those codes. */
  coupons: readonly Coupon[];
  lines: readonly CouponLine[];
  subtotalCents: number;
  currency: CurrencyCode;
  locale: string;
  now: number;
  /** Earlier uses by this shopper, by coupon id (empty while the email is unknown). */
  usesByCustomer: ReadonlyMap<string, number>;
}

function inScope(coupon: Coupon, line: CouponLine): boolean {
  if (line.productType === PRODUCT_TYPES.GIFT_CARD) return false;
  if (coupon.scope === 'products') return coupon.product_ids.includes(line.itemId);
  if (coupon.scope === 'categories') return line.categoryIds.some((id) => coupon.category_ids.includes(id));
  return true;
}

/** Why the coupon cannot be used on this cart, or undefined when it can. */
function refusal(coupon: Coupon | undefined, input: CouponInput, eligibleCents: number): string | undefined {
  if (!coupon || !coupon.enabled) return COUPON_MESSAGES.unknown;
  if (coupon.starts_at !== null && input.now < coupon.starts_at) return COUPON_MESSAGES.notStarted;
  if (coupon.ends_at !== null && input.now >= coupon.ends_at) return COUPON_MESSAGES.expired;
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit)
    return COUPON_MESSAGES.usageLimit;
  const uses = input.usesByCustomer.get(coupon.id) ?? 0;
  if (coupon.per_customer_limit !== null && uses >= coupon.per_customer_limit)
    return COUPON_MESSAGES.customerLimit;
  if (input.subtotalCents < coupon.min_subtotal_cents) {
    return couponMinimumMessage(
      formatMoney(money(coupon.min_subtotal_cents, input.currency), { locale: input.locale }),
    );
  }
  if (eligibleCents === 0 && coupon.kind !== 'free-shipping') return COUPON_MESSAGES.notApplicable;
  return undefined;
}

function discountOf(coupon: Coupon, eligibleCents: number, currency: CurrencyCode): number {
  const eligible = money(eligibleCents, currency);
  if (coupon.kind === 'percentage') return percentageOf(eligible, coupon.percent ?? '0', 'half-up').amount;
  if (coupon.kind === 'fixed') return minMoney(money(coupon.amount_cents ?? 0, currency), eligible).amount;
  return 0;
}

/**
 * The coupon strategy: each entered code is valid or invalid with its reason; valid ones discount
 * the goods in their scope (never gift cards), together never more than those goods cost.
 */
export function evaluateCoupons(input: CouponInput): CouponOutcome {
  const byKey = new Map(input.coupons.map((c) => [c.code_key, c]));
  const outcome: CouponOutcome = {
    validCoupons: [],
    invalidCoupons: [],
    discountCents: 0,
    freeShipping: false,
    applied: [],
  };
  const goodsCents = input.lines
    .filter((l) => l.productType !== PRODUCT_TYPES.GIFT_CARD)
    .reduce((t, l) => t + l.lineTotalCents, 0);
  for (const code of input.codes) {
    const coupon = byKey.get(couponCodeKey(code));
    const eligible = coupon
      ? input.lines.filter((l) => inScope(coupon, l)).reduce((t, l) => t + l.lineTotalCents, 0)
      : 0;
    const reason = refusal(coupon, input, eligible);
    if (reason || !coupon) {
      outcome.invalidCoupons.push({ code, reason: reason ?? COUPON_MESSAGES.unknown });
      continue;
    }
    const room = goodsCents - outcome.discountCents;
    const discountCents = Math.min(discountOf(coupon, eligible, input.currency), room);
    const freeShipping = coupon.kind === 'free-shipping';
    outcome.validCoupons.push({ code: coupon.code, kind: coupon.kind, discountCents, freeShipping });
    outcome.discountCents += discountCents;
    outcome.freeShipping ||= freeShipping;
    outcome.applied.push(coupon);
  }
  return outcome;
}

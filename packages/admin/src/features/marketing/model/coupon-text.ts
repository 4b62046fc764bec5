import { formatAmount } from '../../../lib/format.js';
import type { Coupon } from '../api/coupons.js';

/** '2 040' minor units as '20.40' (coupons carry no currency; the store's is implied). */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** What a coupon takes off, in words: '15% off', '$5.00 off' (the site's currency), 'Free shipping'. */
export function discountText(
  coupon: Pick<Coupon, 'kind' | 'percent' | 'amountCents'>,
  currency: string,
): string {
  if (coupon.kind === 'percentage') return `${Number(coupon.percent ?? 0)}% off`;
  if (coupon.kind === 'fixed')
    return `${formatAmount({ value: String(coupon.amountCents ?? 0), currency }, 'en-US')} off`;
  return 'Free shipping';
}

/** Times used, against the total limit when there is one: '3', '3 of 100'. */
export function usageText(coupon: Pick<Coupon, 'timesUsed' | 'usageLimit'>): string {
  return coupon.usageLimit === null
    ? String(coupon.timesUsed)
    : `${coupon.timesUsed} of ${coupon.usageLimit}`;
}

export type CouponStatus = 'Active' | 'Disabled' | 'Scheduled' | 'Expired' | 'Used up';

/** Whether a shopper can use the coupon now, and if not, why not. */
export function couponStatus(
  coupon: Pick<Coupon, 'enabled' | 'startsAt' | 'endsAt' | 'timesUsed' | 'usageLimit'>,
  now: number,
): CouponStatus {
  if (!coupon.enabled) return 'Disabled';
  if (coupon.endsAt !== null && coupon.endsAt <= now) return 'Expired';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'Used up';
  if (coupon.startsAt !== null && coupon.startsAt > now) return 'Scheduled';
  return 'Active';
}

/** An epoch-ms time as a `datetime-local` input value, in the browser's time zone. */
export function toLocalInput(epochMs: number | null): string {
  if (epochMs === null) return '';
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` input value back as epoch ms; null when empty or not a time. */
export function fromLocalInput(text: string): number | null {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : null;
}

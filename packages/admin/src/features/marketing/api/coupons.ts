import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type CouponBody = BodyOf<'/api/admin/commerce/coupons', 'post'>;
export type Coupon = ResponseOf<'/api/admin/commerce/coupons/{couponId}', 'get'>;

export const couponsQuery = queryOptions({
  queryKey: ['marketing', 'coupons'] as const,
  queryFn: ({ signal }) => request(api.GET('/api/admin/commerce/coupons', { signal })),
});

/** The body that saves `coupon` exactly as it is (PUT replaces the whole coupon). */
export function bodyOf(coupon: Coupon): CouponBody {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.percent,
    amountCents: coupon.amountCents,
    minSubtotalCents: coupon.minSubtotalCents,
    startsAt: coupon.startsAt,
    endsAt: coupon.endsAt,
    usageLimit: coupon.usageLimit,
    perCustomerLimit: coupon.perCustomerLimit,
    scope: coupon.scope,
    productIds: coupon.productIds,
    categoryIds: coupon.categoryIds,
    enabled: coupon.enabled,
  };
}

export const createCoupon = (body: CouponBody) =>
  request(
    api.POST('/api/admin/commerce/coupons', {
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );

/**
 * Saves a whole coupon made from `version`: a coupon another owner changed since is refused with
 * 409 'changed-elsewhere' (see `lib/dialog-save.ts`).
 */
export const updateCoupon = (couponId: string, body: CouponBody, version?: number) =>
  request(
    api.PUT('/api/admin/commerce/coupons/{couponId}', {
      params: { path: { couponId } },
      body: { ...body, version },
    }),
  );

/** Deletes the coupon only while it is still `version` (else 409 with the latest). */
export const deleteCoupon = (couponId: string, version?: number) =>
  request(
    api.DELETE('/api/admin/commerce/coupons/{couponId}', {
      params: { path: { couponId }, query: { ...(version !== undefined && { version }) } },
    }),
  );

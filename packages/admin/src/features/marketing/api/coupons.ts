import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useCouponActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: couponsQuery.queryKey });
  const create = useMutation({
    mutationFn: (body: CouponBody) =>
      request(
        api.POST('/api/admin/commerce/coupons', {
          body,
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        }),
      ),
    onSuccess: refresh,
  });
  /**
   * Saves a whole coupon (edits, enabling, and their undo and redo) made from `version`: a coupon
   * another owner changed since is refused with 409 'changed-elsewhere' (see `lib/dialog-save.ts`).
   */
  const save = useMutation({
    mutationFn: ({ couponId, body, version }: { couponId: string; body: CouponBody; version?: number }) =>
      request(
        api.PUT('/api/admin/commerce/coupons/{couponId}', {
          params: { path: { couponId } },
          body: { ...body, version },
        }),
      ),
    // Refreshed after a refusal too: the list then shows the other owner's version.
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (couponId: string) =>
      request(api.DELETE('/api/admin/commerce/coupons/{couponId}', { params: { path: { couponId } } })),
    onSuccess: refresh,
  });
  return { create, save, remove };
}

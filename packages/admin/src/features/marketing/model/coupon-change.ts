import { ApiError } from '../../../lib/api-error.js';
import type { RowKeys } from '../../../lib/row-keys.js';
import { createCoupon, deleteCoupon, updateCoupon, type CouponBody } from '../api/coupons.js';

/**
 * One saved state of a coupon: a command's `before` and `after` are two of these. A coupon that
 * does not exist is `null`, so creating and deleting are each other's inverse.
 */
export interface CouponState {
  key: string;
  body: CouponBody | null;
}

/**
 * Saves one state: creates, changes or deletes the coupon. Changes and deletes are made from the
 * version the owner saw or last saved, so another owner's change since is refused, not undone.
 */
export async function saveCouponState({ key, body }: CouponState, keys: RowKeys): Promise<void> {
  const id = keys.idOf(key);
  if (body === null) {
    if (id) {
      try {
        await deleteCoupon(id, keys.versionOf(key));
      } catch (error) {
        // Already gone (another owner, or a retry): the wanted state.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    keys.set(key, null);
  } else if (id) {
    keys.saw(key, (await updateCoupon(id, body, keys.versionOf(key))).version);
  } else {
    const created = await createCoupon(body);
    keys.set(key, created.id);
    keys.saw(key, created.version);
  }
}

import type { JobHandler } from '../jobs/index.js';
import { notifyWaitlist } from './notify.js';

/**
 * The `waitlist-notify` job, queued for the moment the earliest hold of a group ends: the units
 * still unsold (not held for someone told earlier) go to the next people in line. Its effects
 * commit with the job's completion, and a sign-up is never notified twice, so a job run again
 * (crash, expired lease) tells nobody twice.
 */
export function waitlistNotifyHandler(): JobHandler<'waitlist-notify'> {
  return async (ctx) => {
    const { productId, variantId, baseUrl } = ctx.payload;
    await ctx.finish(async (trx) => {
      const result = await notifyWaitlist(trx, ctx.websiteId, { productId, variantId }, baseUrl);
      ctx.log.info({ productId, variantId, notified: result?.notifiedCount ?? 0 }, 'waitlist hold ended');
    });
  };
}

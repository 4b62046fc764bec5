import type { Executor, Subscription } from '@tessera/db';
import { enqueue } from '../jobs/index.js';

/** The site a subscription was bought on, for the renewal email's links. */
export interface RenewalStore {
  title: string;
  baseUrl: string;
  locale: string;
}

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** Bill cycle `cycle` of a subscription when it is due. */
    /** `dueAt`: the renewal date it was queued for (absent on jobs queued before it existed). */
    'subscription-renewal': { subscriptionId: string; cycle: number; store: RenewalStore; dueAt?: number };
  }
}

/**
 * Queues the next cycle's renewal for when it is due (nothing once the last cycle is billed).
 * `again` distinguishes a second job for the same cycle (after the owner resumed a paused one).
 */
export async function scheduleRenewal(
  db: Executor,
  subscription: Subscription,
  store: RenewalStore,
  again?: string,
): Promise<void> {
  if (subscription.state !== 'active' || subscription.next_billing_at === null) return;
  const cycle = subscription.cycles_billed + 1;
  await enqueue(
    db,
    subscription.website_id,
    'subscription-renewal',
    { subscriptionId: subscription.id, cycle, store, dueAt: subscription.next_billing_at },
    {
      runAt: subscription.next_billing_at,
      idempotencyKey: `renewal-${subscription.id}-${cycle}${again ? `-${again}` : ''}`,
    },
  );
}

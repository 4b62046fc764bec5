import type { Executor, OrderWithItems } from '@tessera/db';
import { mintAccessToken, orderStatusPath } from './order-access.js';
import { queueOrderMail, type RefundFacts } from './order-mail.js';
import type { MailSite } from './owner-mail.js';

/**
 * The buyer's e-mail for one refund, queued in the refund's transaction: it exists only if the
 * refund commits, and the refund's id as its key sends it once however often the job runs.
 * `order` is the order as the refund left it (its refunded total already counts this refund).
 */
export async function queueRefundMail(
  trx: Executor,
  site: MailSite,
  order: OrderWithItems,
  refund: RefundFacts & { refundId: string },
): Promise<void> {
  const token = await mintAccessToken(trx, site.websiteId, order.id);
  await queueOrderMail(trx, {
    kind: 'refund',
    order,
    website: { id: site.websiteId, title: site.title, locale: site.locale },
    baseUrl: site.baseUrl,
    statusPath: orderStatusPath(token),
    giftCards: [],
    downloads: [],
    subscriptionPlanText: null,
    refund: { amountCents: refund.amountCents, lines: refund.lines },
    idempotencyKey: `refund-${refund.refundId}`,
  });
}

import {
  findOrder,
  findWebsiteById,
  listContributors,
  type Executor,
  type OrderWithItems,
} from '@tessera/db';
import { escapeHtml } from '../html.js';
import { enqueue, type JobHandler } from '../jobs/index.js';
import { sendMail } from '../mail/index.js';
import { commerceSecret } from '../payments/index.js';
import { reviewableProductsOf } from './request-service.js';
import { reviewRequestPath, reviewRequestToken } from './request-token.js';

declare module '../jobs/registry.js' {
  interface JobPayloads {
    /** The e-mail inviting the buyer of a fulfilled order to review its products. */
    'review-request': { orderId: string; baseUrl: string };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an order may be asked for reviews: a real order; or a test-mode order (the test
 * provider's, or a provider's test mode) only when the owner is testing — its address is one of
 * the website's contributors'. A real buyer never gets a request for an order that was not real.
 */
async function mayAsk(db: Executor, websiteId: string, order: Pick<OrderWithItems, 'test_mode' | 'email'>) {
  if (!order.test_mode) return true;
  const email = order.email.trim().toLowerCase();
  return (await listContributors(db, websiteId)).some((c) => c.email.toLowerCase() === email);
}

/**
 * Queues the review request of an order that is now all shipped, in the fulfilment's transaction:
 * due the owner's `reviewRequests.delayDays` later. One job per order (its idempotency key), so
 * shipping the last parcel again, or a retried call, queues nothing more. Nothing when the owner
 * turned the requests off, nor for a test-mode order unless the owner is testing (`mayAsk`).
 */
export async function scheduleReviewRequest(
  trx: Executor,
  websiteId: string,
  order: Pick<OrderWithItems, 'id' | 'test_mode' | 'email' | 'fulfillment_state'>,
  context: { baseUrl: string; now: number },
): Promise<void> {
  if (order.fulfillment_state !== 'fulfilled' || !(await mayAsk(trx, websiteId, order))) return;
  const settings = (await findWebsiteById(trx, websiteId))?.settings.reviewRequests;
  if (!settings?.enabled) return;
  await enqueue(
    trx,
    websiteId,
    'review-request',
    { orderId: order.id, baseUrl: context.baseUrl },
    { runAt: context.now + settings.delayDays * DAY_MS, idempotencyKey: `review-request-${order.id}` },
  );
}

/** The review request's subject: the site's title, without control characters, at most 200 characters. */
export function reviewRequestSubject(siteTitle: string): string {
  return `How was your order from ${siteTitle}?`.replace(/\p{Cc}+/gu, ' ').slice(0, 200);
}

/** The review request's text and HTML parts (the HTML escaped), as the buyer gets them. */
export function reviewRequestMail(
  siteTitle: string,
  order: Pick<OrderWithItems, 'order_number'>,
  products: readonly { name: string }[],
  url: string,
) {
  const names = products.map((p) => p.name);
  const text = [
    `Thank you for your order #${order.order_number} from ${siteTitle}.`,
    '',
    'How do you like what you bought? Tell other shoppers in a review:',
    ...names.map((name) => `- ${name}`),
    '',
    `Write your reviews: ${url}`,
  ].join('\n');
  const html =
    `<p>Thank you for your order #${escapeHtml(String(order.order_number))} from ${escapeHtml(siteTitle)}.</p>` +
    '<p>How do you like what you bought? Tell other shoppers in a review:</p>' +
    `<ul>${names.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>` +
    `<p><a href="${escapeHtml(url)}">Write your reviews</a></p>`;
  return { text, html };
}

/**
 * The `review-request` job, when it is due: checks again (the owner may have turned requests off,
 * the order may be cancelled or refunded since), then queues the one e-mail with the order's
 * signed link, with the job's completion. The mail's own idempotency key makes a second run (a
 * restart, a lost lease) send nothing more.
 */
export function reviewRequestHandler(): JobHandler<'review-request'> {
  return async (ctx) => {
    const { orderId, baseUrl } = ctx.payload;
    let sent = false;
    await ctx.finish(async (trx) => {
      const website = await findWebsiteById(trx, ctx.websiteId);
      const order = await findOrder(trx, ctx.websiteId, orderId);
      if (!website?.settings.reviewRequests.enabled || !order) return;
      if (order.cancelled_at !== null || order.status === 'refunded') return;
      if (!(await mayAsk(trx, ctx.websiteId, order))) return;
      if (order.fulfillment_state !== 'fulfilled') return;
      const service = {
        websiteId: ctx.websiteId,
        actor: { kind: 'visitor' as const },
        locale: website.locale,
        db: trx,
      };
      const products = await reviewableProductsOf(service, order);
      if (products.length === 0) return;
      const token = reviewRequestToken(await commerceSecret(trx, ctx.websiteId), ctx.websiteId, order.id);
      const url = `${baseUrl}${reviewRequestPath(token)}`;
      await sendMail(
        trx,
        ctx.websiteId,
        {
          to: order.email,
          subject: reviewRequestSubject(website.title),
          ...reviewRequestMail(website.title, order, products, url),
        },
        { idempotencyKey: `review-request-mail-${order.id}` },
      );
      sent = true;
    });
    ctx.log.info({ orderId, sent }, 'review request due');
  };
}

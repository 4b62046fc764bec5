import { findOrder, insertOrderReview, listOrderReviewedItems, type OrderWithItems } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { commerceSecret } from '../payments/index.js';
import { readReviewRequestToken } from './request-token.js';
import type { ReviewBody } from './schemas.js';
import { checkReview, reviewableProductUrl } from './service.js';

/** One product of the order on the review form page. */
export interface RequestedProduct {
  itemId: string;
  name: string;
  url: string;
  /** Reviewed through this link already. */
  done: boolean;
}

export interface ReviewRequest {
  order: OrderWithItems;
  /** The buyer's name the form starts with (the shipping name, else ''). */
  authorName: string;
  products: RequestedProduct[];
}

/**
 * The order's products a buyer may review: each product once, in the order's order, and only
 * those still published in a public store (a deleted or hidden product is left out).
 */
export async function reviewableProductsOf(
  ctx: ServiceContext,
  order: OrderWithItems,
): Promise<{ itemId: string; name: string; url: string }[]> {
  const seen = new Set<string>();
  const products: { itemId: string; name: string; url: string }[] = [];
  for (const item of order.items) {
    if (seen.has(item.item_id)) continue;
    seen.add(item.item_id);
    const url = await reviewableProductUrl(ctx, item.item_id);
    if (url) products.push({ itemId: item.item_id, name: item.product_name, url });
  }
  return products;
}

/**
 * The review request a link names, or undefined when the token is not this website's genuine one
 * or its order is gone. A cancelled or refunded order's link still opens (the buyer may have
 * something to say), but the request is only mailed for fulfilled orders.
 */
export async function readReviewRequest(
  ctx: ServiceContext,
  token: unknown,
): Promise<ReviewRequest | undefined> {
  const orderId = readReviewRequestToken(await commerceSecret(ctx.db, ctx.websiteId), ctx.websiteId, token);
  const order = orderId && (await findOrder(ctx.db, ctx.websiteId, orderId));
  if (!order) return undefined;
  const reviewed = new Set(await listOrderReviewedItems(ctx.db, ctx.websiteId, order.id));
  const products = (await reviewableProductsOf(ctx, order)).map((p) => ({
    ...p,
    done: reviewed.has(p.itemId),
  }));
  return { order, authorName: order.shipping_address?.name ?? '', products };
}

export type RequestReviewOutcome =
  { ok: true } | { ok: false; errors: Record<string, string> } | { ok: false; notFound: true };

/**
 * A review of one product of the request's order: the product page's rules and moderation queue
 * (pending), the order's address as the author's, once per order and product — a repeated post
 * (a double click, a reload) is done already.
 */
export async function submitRequestReview(
  ctx: ServiceContext,
  request: ReviewRequest,
  itemId: unknown,
  body: ReviewBody,
): Promise<RequestReviewOutcome> {
  const product = request.products.find((p) => p.itemId === itemId);
  if (!product) return { ok: false, notFound: true };
  if (product.done) return { ok: true };
  const { review, errors } = checkReview({ ...body, authorEmail: request.order.email });
  if (review.rating === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  await insertOrderReview(ctx.db, ctx.websiteId, {
    itemId: product.itemId,
    orderId: request.order.id,
    ...review,
    rating: review.rating,
  });
  return { ok: true };
}

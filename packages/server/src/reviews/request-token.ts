import { createHmac, timingSafeEqual } from 'node:crypto';

/** The public path of the review form page (page type 209); the token rides in `?token=`. */
export const REVIEW_REQUEST_PATH = '/reviews/request';

function signature(secret: string, websiteId: string, orderId: string): Buffer {
  return createHmac('sha256', secret).update(`review-request:${websiteId}:${orderId}`).digest();
}

/**
 * The token of an order's review request link: the order id signed with the website's commerce
 * secret (as download links and unsubscribe links are), the website's id inside the signature.
 * It replaces the captcha of the product page's form: only the buyer was mailed it.
 */
export function reviewRequestToken(secret: string, websiteId: string, orderId: string): string {
  return `${orderId}.${signature(secret, websiteId, orderId).toString('base64url')}`;
}

/** The order id of a genuine token of this website, else undefined. */
export function readReviewRequestToken(
  secret: string,
  websiteId: string,
  token: unknown,
): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [orderId, sig, extra] = token.split('.');
  if (!orderId || !sig || extra !== undefined || !/^[0-9a-f]{24}$/.test(orderId)) return undefined;
  const expected = signature(secret, websiteId, orderId);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return orderId;
}

export function reviewRequestPath(token: string): string {
  return `${REVIEW_REQUEST_PATH}?token=${encodeURIComponent(token)}`;
}

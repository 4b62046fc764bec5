import { createHmac, timingSafeEqual } from 'node:crypto';

/** The public path of the unsubscribe page (page type 300); the token rides in `?token=`. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export interface UnsubscribeSubject {
  listId: string;
  subscriberId: string;
}

function signature(secret: string, websiteId: string, subject: UnsubscribeSubject): Buffer {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${websiteId}:${subject.listId}:${subject.subscriberId}`)
    .digest();
}

/**
 * The token of an unsubscribe link: list and subscriber ids signed with the website's commerce
 * secret (the key of download links and payment tokens), the website's id inside the signature.
 * Nothing is stored; it does not expire (RFC 8058 links must keep working), and it cannot be
 * altered or used on another website.
 */
export function unsubscribeToken(secret: string, websiteId: string, subject: UnsubscribeSubject): string {
  const sig = signature(secret, websiteId, subject).toString('base64url');
  return `${subject.listId}.${subject.subscriberId}.${sig}`;
}

/** The list and subscriber of a genuine token of this website, else undefined. */
export function readUnsubscribeToken(
  secret: string,
  websiteId: string,
  token: unknown,
): UnsubscribeSubject | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [listId, subscriberId, sig, extra] = token.split('.');
  const id = /^[0-9a-f]{24}$/;
  if (!listId || !subscriberId || !sig || extra !== undefined) return undefined;
  if (!id.test(listId) || !id.test(subscriberId)) return undefined;
  const expected = signature(secret, websiteId, { listId, subscriberId });
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { listId, subscriberId };
}

/** The absolute unsubscribe URL of one subscriber, for e-mails and their List-Unsubscribe header. */
export function unsubscribeUrl(baseUrl: string, token: string): string {
  return `${baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

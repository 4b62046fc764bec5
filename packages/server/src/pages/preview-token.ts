import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a shared preview link shows the draft: long enough to send it and get an answer. */
export const PREVIEW_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Where a shared preview link opens (the token names the page, its expiry and a signature). */
export const PREVIEW_LINK_PATH = '/api/page-preview';

function signature(secret: string, websiteId: string, pageId: string, expiresAt: number): string {
  return createHmac('sha256', secret).update(`${websiteId}|${pageId}|${expiresAt}`).digest('base64url');
}

/**
 * A preview token: `<page id>.<expiry>.<signature>`, signed with the website's preview secret
 * (a table no website query reads), so it cannot be forged, opens one page of one website, and
 * stops working at its expiry.
 */
export function previewToken(secret: string, websiteId: string, pageId: string, expiresAt: number): string {
  const page = Buffer.from(pageId, 'utf8').toString('base64url');
  return `${page}.${expiresAt}.${signature(secret, websiteId, pageId, expiresAt)}`;
}

/** The page a token opens, if its signature holds for this website and it has not expired. */
export function verifyPreviewToken(
  secret: string,
  websiteId: string,
  token: string,
  now: number,
): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [page = '', expiry = '', given = ''] = parts;
  if (!/^\d{1,15}$/.test(expiry)) return undefined;
  const expiresAt = Number(expiry);
  if (expiresAt <= now) return undefined;
  const pageId = Buffer.from(page, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, websiteId, pageId, expiresAt));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? pageId : undefined;
}

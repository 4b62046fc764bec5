import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works after the order, and how many downloads it allows. */
export const DOWNLOAD_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_DOWNLOADS = 5;

function signature(secret: string, websiteId: string, grantId: string, expiresAt: number): Buffer {
  return createHmac('sha256', secret).update(`download:${websiteId}:${grantId}:${expiresAt}`).digest();
}

/**
 * The token of a download link: the grant id and its expiry, signed with the website's commerce
 * secret. Nothing about it is stored, and it cannot be guessed or altered.
 */
export function downloadToken(secret: string, websiteId: string, grantId: string, expiresAt: number): string {
  const sig = signature(secret, websiteId, grantId, expiresAt).toString('base64url');
  return `${grantId}.${expiresAt.toString(36)}.${sig}`;
}

export function downloadPath(token: string): string {
  return `/downloads/${token}`;
}

/** The grant id and expiry of a genuine token of this website, else undefined. */
export function readDownloadToken(
  secret: string,
  websiteId: string,
  token: string,
): { grantId: string; expiresAt: number } | undefined {
  const [grantId, expiry, sig, extra] = token.split('.');
  if (!grantId || !expiry || !sig || extra !== undefined || !/^[0-9a-f]{24}$/.test(grantId)) return undefined;
  const expiresAt = Number.parseInt(expiry, 36);
  if (!Number.isSafeInteger(expiresAt)) return undefined;
  const expected = signature(secret, websiteId, grantId, expiresAt);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { grantId, expiresAt };
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getCartSecret, type Executor } from '@tessera/db';

/**
 * A crumb is `<random><signature>`: 18 random bytes and the first 24 bytes of an HMAC-SHA256 of
 * them under the website's secret, both base64url (56 characters, no separator, so it still fits
 * every field that carries a crumb). The website's id is signed in, so a crumb minted for one site
 * under BASE_HOST is worthless on a sibling (no cookie tossing), and a crumb the server never
 * issued is refused: inventing crumbs no longer mints new visitors.
 */
const RANDOM_LENGTH = 24;
const SIGNATURE_BYTES = 24;
const CRUMB_SHAPE = /^[A-Za-z0-9_-]{56}$/;

function signature(secret: string, websiteId: string, random: string): Buffer {
  // The purpose label keeps these signatures apart from the cart tokens signed with this secret.
  return createHmac('sha256', secret)
    .update(`crumb:${websiteId}:${random}`)
    .digest()
    .subarray(0, SIGNATURE_BYTES);
}

/** A new signed crumb for this website. */
export function mintCrumb(secret: string, websiteId: string): string {
  const random = randomBytes(18).toString('base64url');
  return random + signature(secret, websiteId, random).toString('base64url');
}

/** Whether the value is a crumb this website's secret signed (constant-time compare). */
export function isSignedCrumb(secret: string, websiteId: string, value: unknown): value is string {
  if (typeof value !== 'string' || !CRUMB_SHAPE.test(value)) return false;
  const random = value.slice(0, RANDOM_LENGTH);
  const given = Buffer.from(value.slice(RANDOM_LENGTH), 'base64url');
  const expected = signature(secret, websiteId, random);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Secrets never change once stored, so each process keeps the ones it has read.
const secrets = new Map<string, string>();

/**
 * The secret crumbs are signed with: the website's cart secret (one per website, created on first
 * use, shared by every process through the database), under its own purpose label.
 */
export async function crumbSecret(db: Executor, websiteId: string): Promise<string> {
  const known = secrets.get(websiteId);
  if (known) return known;
  const secret = await getCartSecret(db, websiteId);
  rememberCrumbSecret(websiteId, secret);
  return secret;
}

/** Keeps a website's secret in this process (crumbSecret calls it; unit tests without a database too). */
export function rememberCrumbSecret(websiteId: string, secret: string): void {
  secrets.set(websiteId, secret);
}

/** The secret when this process has read it already (every request of a website has, see crumb.ts). */
export function knownCrumbSecret(websiteId: string): string | undefined {
  return secrets.get(websiteId);
}

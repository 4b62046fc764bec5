import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TestCardBehaviour } from '@tessera/db';

/** What a test card token carries: never the number, only what the provider needs later. */
export interface CardTokenClaims {
  brand: string;
  last4: string;
  behaviour: TestCardBehaviour;
  /** Epoch ms after which the token is refused. */
  expiresAt: number;
}

/** Tokens are short-lived: long enough to fill in checkout, too short to be worth keeping. */
export const CARD_TOKEN_TTL_MS = 30 * 60 * 1000;

function signature(secret: string, websiteId: string, body: string): Buffer {
  return createHmac('sha256', secret).update(`card-token:${websiteId}:${body}`).digest();
}

/**
 * A signed, self-contained token (`body.signature`, base64url), so any server process sharing the
 * database can check it. The card number is gone once the token exists.
 */
export function sealCardToken(secret: string, websiteId: string, claims: CardTokenClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${signature(secret, websiteId, body).toString('base64url')}`;
}

function isClaims(value: unknown): value is CardTokenClaims {
  const v = value as Partial<CardTokenClaims> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.brand === 'string' &&
    typeof v.last4 === 'string' &&
    /^\d{4}$/.test(v.last4) &&
    (v.behaviour === 'succeed' || v.behaviour === 'decline' || v.behaviour === 'fail') &&
    typeof v.expiresAt === 'number'
  );
}

/** The claims of a genuine, unexpired token of this website; undefined otherwise. */
export function openCardToken(
  secret: string,
  websiteId: string,
  token: string,
  now: number,
): CardTokenClaims | undefined {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return undefined;
  const expected = signature(secret, websiteId, body);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return isClaims(claims) && claims.expiresAt > now ? claims : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The card a token stands for (brand, last 4, test behaviour), without its expiry or signature:
 * two tokens made from one card for one retry name the same card. For hashing a request only —
 * it checks nothing. A token that is not ours stands for itself.
 */
export function cardTokenIdentity(token: string): string {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    return `${String(claims['brand'])}|${String(claims['last4'])}|${String(claims['behaviour'])}`;
  } catch {
    return token;
  }
}

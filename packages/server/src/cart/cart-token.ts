import { createHmac } from 'node:crypto';
import { getCartSecret, type Executor } from '@tessera/db';
import { newSecretToken, sha256 } from '../digest.js';

/**
 * The token of a shopping cart: an HMAC of its random id under the website's secret. Only its
 * hash is stored; deriving it from the id lets every request that joins a brand-new cart (parallel
 * first adds of one visitor) hand the visitor the same cookie.
 */
export function cartTokenFor(secret: string, cartId: string): string {
  return createHmac('sha256', secret).update(`cart:${cartId}`).digest('base64url');
}

/** A random token for a subscription cart, returned once to the browser. */
export function newSubscriptionToken(): string {
  return newSecretToken();
}

/** Marks a cart as created from this visitor's crumb, scoped to the website. */
export function originHashFor(websiteId: string, crumb: string): string {
  return sha256(`${websiteId}:${crumb}`);
}

// Secrets never change once stored, so each process keeps the ones it has read.
const secrets = new Map<string, string>();

/** The website's cart secret; read from the database (and created there) on first use only. */
export async function cartSecret(db: Executor, websiteId: string): Promise<string> {
  const known = secrets.get(websiteId);
  if (known) return known;
  const secret = await getCartSecret(db, websiteId);
  secrets.set(websiteId, secret);
  return secret;
}

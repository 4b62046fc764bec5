import { insertOrderAccessTokens, type Executor, type Order } from '@tessera/db';
import { isSecretToken, newSecretToken, sha256 } from '../digest.js';

export function isAccessToken(value: string): boolean {
  return isSecretToken(value);
}

/**
 * A new random token (256 bits) opening the order's confirmation and status pages. Only its hash
 * is stored; every link handed out (the confirmation, the email) gets its own token.
 */
export async function mintAccessToken(db: Executor, websiteId: string, orderId: string): Promise<string> {
  const [token] = await mintAccessTokens(db, websiteId, orderId, 1);
  if (!token) throw new Error('No access token was minted');
  return token;
}

/** `count` separate tokens for one order (one per link handed out), stored in one statement. */
export async function mintAccessTokens(
  db: Executor,
  websiteId: string,
  orderId: string,
  count: number,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newSecretToken());
  await insertOrderAccessTokens(db, websiteId, orderId, tokens.map(sha256));
  return tokens;
}

export function accessTokenHash(token: string): string {
  return sha256(token);
}

export function orderStatusPath(token: string): string {
  return `/orders/status/${token}`;
}

/** The page a shopper lands on after placing an order (page types 202, 206 and 207). */
export function confirmationPath(order: Pick<Order, 'kind' | 'amount_charged'>, token: string): string {
  if (order.kind === 'subscription') return `/checkout/subscription-confirmed/${token}`;
  if (order.amount_charged === 0) return `/checkout/order-received/${token}`;
  return `/checkout/order-confirmed/${token}`;
}

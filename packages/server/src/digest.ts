import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 (hex) of a cart token or crumb: what the database stores instead of the value itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A new secret token: 256 random bits, base64url (43 characters), for a cookie or a link. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

const SECRET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the shape of a secret token (a cart token, an order link's token…). */
export function isSecretToken(value: unknown): value is string {
  return typeof value === 'string' && SECRET_TOKEN.test(value);
}

import { createHash } from 'node:crypto';

/** SHA-256 (hex) of a cart token or crumb: what the database stores instead of the value itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

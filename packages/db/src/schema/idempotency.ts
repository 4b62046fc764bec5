import type { Selectable } from 'kysely';
import type { Json } from './columns.js';

/**
 * Owner API requests made with an `Idempotency-Key` header: the first answer is stored with the
 * key so a retried request (same key, same request) gets that answer again instead of creating twice.
 */
export interface IdempotencyKeysTable {
  website_id: string;
  /** The client's key, unique per website. */
  key: string;
  /** SHA-256 of method, route and body: a key reused for a different request is refused. */
  request_hash: string;
  status_code: number;
  response: Json<unknown>;
  created_at: number;
}

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

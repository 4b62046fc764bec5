import { toJson } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** How long a key's answer is kept; a retry later than this is treated as a new request. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export async function findIdempotentAnswer(
  db: Executor,
  websiteId: string,
  key: string,
  now = clockOf(db).now(),
): Promise<StoredAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .where('created_at', '>', now - IDEMPOTENCY_KEY_TTL_MS)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    requestHash: row.request_hash,
    statusCode: row.status_code,
    response: JSON.parse(row.response) as unknown,
  };
}

/**
 * Claims a key inside the caller's transaction before the work runs. Returns false when another
 * request holds it; on PostgreSQL a concurrent claim waits until the first transaction ends, so
 * exactly one of two racing retries does the work. Expired keys are removed first.
 */
export async function claimIdempotencyKey(
  db: Executor,
  websiteId: string,
  key: string,
  requestHash: string,
  now = clockOf(db).now(),
): Promise<boolean> {
  await db
    .deleteFrom('idempotency_keys')
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .where('created_at', '<=', now - IDEMPOTENCY_KEY_TTL_MS)
    .execute();
  const result = await db
    .insertInto('idempotency_keys')
    .values({
      website_id: websiteId,
      key,
      request_hash: requestHash,
      status_code: 0,
      response: toJson(null),
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['website_id', 'key']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Records the answer of a claimed key (same transaction as the work). */
export async function storeIdempotentAnswer(
  db: Executor,
  websiteId: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: toJson(response ?? null) })
    .where('website_id', '=', websiteId)
    .where('key', '=', key)
    .execute();
}

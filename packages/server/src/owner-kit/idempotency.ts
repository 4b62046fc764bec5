import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  storeIdempotentAnswer,
  type Executor,
  type StoredAnswer,
} from '@tessera/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { sha256 } from '../digest.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** One owner create: optional slow preparation outside the transaction, then the writes inside it. */
export interface IdempotentWork<P, T> {
  /** HTTP status of a first, successful answer. */
  status: number;
  /** Work that must not hold a database transaction open (image processing); undone by `discard`. */
  prepare?: () => Promise<P>;
  write: (trx: Executor, prepared: P) => Promise<T>;
  /** Undo `prepare` when the writes do not happen (failure, or another request holding the key). */
  discard?: (prepared: P) => Promise<void>;
}

class KeyHeld extends Error {}

function requestHash(request: FastifyRequest): string {
  // Multipart bodies are streamed by the handler, so uploads are matched by method and URL.
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
  const body = multipart ? '' : JSON.stringify(request.body ?? null);
  return sha256(`${request.method} ${request.url}\n${body}`);
}

function replay<T>(reply: FastifyReply, stored: StoredAnswer, hash: string): T {
  if (stored.requestHash !== hash) throw new AppError('idempotency-key-reused');
  reply.code(stored.statusCode).header('idempotent-replayed', 'true');
  return stored.response as T;
}

function keyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError('validation-failed', { [IDEMPOTENCY_HEADER]: 'Invalid Idempotency-Key' });
  return key;
}

/**
 * Runs an owner create so it is safe to retry. The writes always run in one transaction (a failure
 * leaves nothing half made). With an `Idempotency-Key` header the first answer is stored with the
 * key in that same transaction, and a retry with the same key and request gets that answer again
 * (header `Idempotent-Replayed: true`) instead of creating twice; of two racing requests with one
 * key exactly one does the work.
 */
export async function idempotent<T, P = undefined>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: IdempotentWork<P, T>,
): Promise<T> {
  const { db } = request.server.database;
  const websiteId = request.website.id;
  const key = keyOf(request);
  const hash = requestHash(request);
  if (key) {
    const stored = await findIdempotentAnswer(db, websiteId, key);
    if (stored) return replay(reply, stored, hash);
  }
  const prepared = (work.prepare ? await work.prepare() : undefined) as P;
  try {
    const result = await db.transaction().execute(async (trx) => {
      if (key && !(await claimIdempotencyKey(trx, websiteId, key, hash))) throw new KeyHeld();
      const value = await work.write(trx, prepared);
      if (key) await storeIdempotentAnswer(trx, websiteId, key, work.status, value);
      return value;
    });
    reply.code(work.status);
    return result;
  } catch (error) {
    await work.discard?.(prepared);
    if (!(error instanceof KeyHeld) || !key) throw error;
    const stored = await findIdempotentAnswer(db, websiteId, key);
    if (!stored) throw new AppError('idempotency-key-reused');
    return replay(reply, stored, hash);
  }
}

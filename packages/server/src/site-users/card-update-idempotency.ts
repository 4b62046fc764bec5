import { ok } from '@tessera/core';
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  inTransaction,
  storeIdempotentAnswer,
  type Executor,
  type StoredAnswer,
} from '@tessera/db';
import { sha256 } from '../digest.js';
import { fail, failure, type Outcome } from '../failure.js';
import { cardTokenIdentity } from '../payments/index.js';
import { Refusal, refusedOr } from '../refusal.js';
import type { SiteUserActor } from './sessions.js';

/** A card update's idempotency key as stored, and what the request it came with stands for. */
export interface CardUpdateKey {
  key: string;
  hash: string;
}

/**
 * A site user's keys are theirs alone (stored under the account), and a key stands for one
 * subscription and one card — the card, not its token: a resubmitted plain form tokenises the
 * same card again. Undefined when the request carries no key.
 */
export function cardUpdateKey(
  user: SiteUserActor,
  subscriptionId: string,
  update: { paymentToken: string; idempotencyKey?: string | undefined },
): CardUpdateKey | undefined {
  if (!update.idempotencyKey) return undefined;
  return {
    key: `site-user-${user.id}-card-${update.idempotencyKey}`,
    hash: sha256(JSON.stringify({ subscriptionId, card: cardTokenIdentity(update.paymentToken) })),
  };
}

function replay<T>(stored: StoredAnswer, key: CardUpdateKey): Outcome<T> {
  return stored.requestHash === key.hash ? ok(stored.response as T) : fail('idempotency-key-reused');
}

/**
 * Runs a card update in one transaction. With a key, the answer is stored with it in that
 * transaction and a retry with the same key and card gets it again instead of saving a second
 * card; the same key for another subscription or card is refused. A refused update (a `Refusal`
 * thrown by `work`) rolls back and stores nothing, so the subscriber can try again with the key.
 */
export async function idempotentCardUpdate<T>(
  db: Executor,
  websiteId: string,
  key: CardUpdateKey | undefined,
  work: (trx: Executor) => Promise<T>,
): Promise<Outcome<T>> {
  if (key) {
    const stored = await findIdempotentAnswer(db, websiteId, key.key);
    if (stored) return replay(stored, key);
  }
  const done = await refusedOr(() =>
    inTransaction(db, async (trx) => {
      if (key && !(await claimIdempotencyKey(trx, websiteId, key.key, key.hash)))
        throw new Refusal(failure('idempotency-key-reused'));
      const value = await work(trx);
      if (key) await storeIdempotentAnswer(trx, websiteId, key.key, 200, value);
      return value;
    }),
  );
  if (done.ok || !key || done.error.code !== 'idempotency-key-reused') return done;
  // A request with the same key committed meanwhile: its answer, when this is the same request.
  const stored = await findIdempotentAnswer(db, websiteId, key.key);
  return stored ? replay(stored, key) : done;
}

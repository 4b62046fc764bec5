import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { eachDialect } from '../testing.js';
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  IDEMPOTENCY_KEY_TTL_MS,
  storeIdempotentAnswer,
} from './idempotency.js';
import { createWebsite } from './websites.js';

eachDialect('idempotency keys', (getDb) => {
  it('claims a key once per website and keeps the stored answer', async () => {
    const { db } = getDb();
    const a = await createWebsite(db, { slug: `i${newId()}`, title: 'A' });
    const b = await createWebsite(db, { slug: `i${newId()}`, title: 'B' });
    expect(await claimIdempotencyKey(db, a.id, 'k', 'hash-1')).toBe(true);
    expect(await claimIdempotencyKey(db, a.id, 'k', 'hash-1')).toBe(false);
    expect(await claimIdempotencyKey(db, b.id, 'k', 'hash-2')).toBe(true);
    await storeIdempotentAnswer(db, a.id, 'k', 201, { id: 'x' });
    expect(await findIdempotentAnswer(db, a.id, 'k')).toEqual({
      requestHash: 'hash-1',
      statusCode: 201,
      response: { id: 'x' },
    });
    expect(await findIdempotentAnswer(db, b.id, 'k')).toMatchObject({ requestHash: 'hash-2', statusCode: 0 });
  });

  it('forgets a key after its time to live, so it can be claimed again', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `i${newId()}`, title: 'T' });
    const then = Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000;
    expect(await claimIdempotencyKey(db, site.id, 'old', 'h', then)).toBe(true);
    expect(await findIdempotentAnswer(db, site.id, 'old')).toBeUndefined();
    expect(await claimIdempotencyKey(db, site.id, 'old', 'h2')).toBe(true);
    expect(await findIdempotentAnswer(db, site.id, 'old')).toMatchObject({ requestHash: 'h2' });
  });

  it('lets exactly one of two racing transactions claim a key', async () => {
    const { db } = getDb();
    const site = await createWebsite(db, { slug: `i${newId()}`, title: 'R' });
    const attempt = () =>
      db.transaction().execute(async (trx) => {
        const won = await claimIdempotencyKey(trx, site.id, 'race', 'h');
        await new Promise((resolve) => setTimeout(resolve, 50));
        return won;
      });
    const results = await Promise.all([attempt(), attempt()]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

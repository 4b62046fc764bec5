import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('Idempotency-Key on owner creates', (getDb) => {
  let app: FastifyInstance;
  let a: OwnerCall;
  let b: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    a = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
    b = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
  });
  afterAll(async () => app.close());

  const createPage = (call: OwnerCall, title: string, key?: string) =>
    call('POST', '/api/admin/collections', { type: 10, title }, key ? { 'idempotency-key': key } : {});

  it('keeps keys per website: the same key on another website is a new request', async () => {
    const mine = await createPage(a, 'Mine', 'k-1');
    const theirs = await createPage(b, 'Theirs', 'k-1');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(theirs.body).not.toContain('Mine');
  });

  it('stores nothing for a refused request, so a corrected retry with the key goes through', async () => {
    const refused = await a(
      'POST',
      '/api/admin/collections',
      { type: 10, title: '' },
      { 'idempotency-key': 'k-2' },
    );
    expect(refused.statusCode).toBe(400);
    const fixed = await createPage(a, 'Fixed', 'k-2');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses malformed keys', async () => {
    const response = await createPage(a, 'Bad key', 'has spaces in it');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'idempotency-key': 'Invalid Idempotency-Key' });
  });

  it('without a key every request creates', async () => {
    const one = await createPage(a, 'Twice');
    const two = await createPage(a, 'Twice');
    expect(one.json().id).not.toBe(two.json().id);
    expect(two.json().urlId).toBe('twice-1');
  });
});

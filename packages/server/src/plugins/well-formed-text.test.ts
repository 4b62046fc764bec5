import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { holdsLoneSurrogate, mayHoldSurrogateEscape } from './well-formed-text.js';

// Issue 17: a lone surrogate escape in JSON was a 5xx on PostgreSQL (found by the fuzzing test).
it('finds unpaired surrogates in strings and keys at any depth, and lets pairs and text be', () => {
  expect(holdsLoneSurrogate('\uD800')).toBe(true);
  expect(holdsLoneSurrogate('a\uDC00')).toBe(true);
  expect(holdsLoneSurrogate('\uDC00\uD800')).toBe(true);
  expect(holdsLoneSurrogate({ a: [{ b: 'x\uDBFF' }] })).toBe(true);
  expect(holdsLoneSurrogate({ ['k\uD801']: 1 })).toBe(true);
  expect(holdsLoneSurrogate({ a: '😀 \uD83D\uDE00 é' })).toBe(false);
  expect(holdsLoneSurrogate([1, null, true, 'text'])).toBe(false);
  expect(mayHoldSurrogateEscape('{"a":"\\ud800"}')).toBe(true);
  expect(mayHoldSurrogateEscape('{"a":"\\uDE00"}')).toBe(true);
  expect(mayHoldSurrogateEscape('{"a":"\\u00e9 😀"}')).toBe(false);
});

eachDialect('text that is not valid Unicode is refused with a 400', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let owner: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    owner = await signIn(app, site);
  });
  afterAll(async () => app.close());

  const put = (payload: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/checkout',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload,
    });

  it('in a JSON body, and keeps what was stored', async () => {
    expect((await put('{"note":"kept \\ud83d\\ude00"}')).statusCode).toBe(200);
    for (const body of ['{"note":"\\ud800"}', '{"note":"x\\uDC00y"}', '{"\\ud800":1}']) {
      const refused = await put(body);
      expect(refused.statusCode, body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'validation-failed',
        errors: { body: 'Text must be valid Unicode' },
      });
    }
    const stored = await app.inject({ url: '/api/v1/commerce-preferences/checkout', headers: owner.headers });
    expect(stored.json()).toMatchObject({ note: 'kept 😀' });
  });
});

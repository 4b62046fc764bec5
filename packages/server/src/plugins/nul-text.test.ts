import { COLLECTION_TYPES } from '@tessera/core';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jsonHasNul } from './nul-text.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

// Issue 17: text with a NUL character was a 5xx on PostgreSQL (found by the XSS corpus).
it('finds a NUL escape in JSON strings, not an escaped backslash before the letters', () => {
  expect(jsonHasNul('{"a":"x\\u0000y"}')).toBe(true);
  expect(jsonHasNul('{"a":"x\\\\\\u0000"}')).toBe(true);
  expect(jsonHasNul('{"a":"x\\\\u0000"}')).toBe(false);
  expect(jsonHasNul('{"a":"\\u00001"}')).toBe(true);
  expect(jsonHasNul('{"a":"u0000"}')).toBe(false);
});

eachDialect('text holding NUL is refused with a 400', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let owner: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    owner = await signIn(app, site);
  });
  afterAll(async () => app.close());

  it('in a JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/collections',
      headers: owner.headers,
      payload: { type: COLLECTION_TYPES.PAGE, urlId: 'nul', title: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation-failed',
      errors: { body: 'Text may not contain the NUL character' },
    });
  });

  it('in a form-encoded body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: 'itemId=x%00y&quantity=1',
    });
    expect(response.statusCode).toBe(400);
  });

  it('in a path id or a query value', async () => {
    for (const url of [
      '/api/admin/files/%00',
      '/api/admin/collections/a%00b/items',
      '/api/admin/forms?x=%00',
    ])
      expect((await app.inject({ url, headers: owner.headers })).statusCode, url).toBe(400);
  });
});

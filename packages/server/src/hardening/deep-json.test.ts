import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JSON_TOO_DEEP_MESSAGE } from '../plugins/index.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

// Issue 17, finding 3: 5,000 levels of nesting overflowed the validator's stack (500).
const LEVELS = 5_000;
const deep = '{"a":'.repeat(LEVELS) + '1' + '}'.repeat(LEVELS);
const METHODS = ['post', 'put', 'patch', 'delete'] as const;

eachDialect('deeply nested JSON bodies', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const send = (method: string, url: string) =>
    call(method.toUpperCase() as 'POST', url, deep, { 'content-type': 'application/json' });

  it.each([
    ['PUT', '/api/site-header-footer'],
    ['PUT', `/api/admin/layouts/${'0'.repeat(24)}/blocks`],
    ['PUT', '/api/v1/commerce-preferences/checkout'],
    ['POST', `/api/admin/collections/${'0'.repeat(24)}/items`],
  ])('%s %s answers 400 naming the depth limit', async (method, url) => {
    const response = await send(method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation-failed',
      errors: { body: JSON_TOO_DEEP_MESSAGE },
    });
  });

  it('answers no route in the OpenAPI document that takes a body with a 5xx', async () => {
    const doc = app.swagger() as OpenAPIV3.Document;
    let walked = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        if (!item?.[method]) continue;
        const url = path.replace(/\{\w+\}/g, '0'.repeat(24));
        const response = await send(method, url);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(50);
  });
});

import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { seedRenderSite } from './testing/seed-render-site.js';
import { crumbFor } from '../testing/visitor.js';

eachDialect('render micro-caches', (getDb) => {
  let cached: FastifyInstance;
  let fresh: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    cached = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'on' });
    fresh = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
  });
  afterAll(async () => Promise.all([cached.close(), fresh.close()]));

  it('serve the same pages and JSON as rendering afresh, also when served from them', async () => {
    const headers = { host: site.host, accept: 'text/html', cookie: `crumb=${crumbFor(site.host)}` };
    for (const url of ['/', '/shop', '/shop/p/blue-mug', '/shop/p/blue-mug?format=json', '/journal']) {
      const expected = await fresh.inject({ url, headers });
      expect(expected.statusCode, url).toBeLessThan(400);
      for (let i = 0; i < 3; i += 1) {
        const served = await cached.inject({ url, headers });
        expect(served.statusCode, url).toBe(expected.statusCode);
        expect(served.body, url).toBe(expected.body);
        expect(served.headers.etag, url).toBe(expected.headers.etag);
      }
    }
  });
});

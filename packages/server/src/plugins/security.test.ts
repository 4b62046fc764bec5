import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';

eachDialect('security headers', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  it('sends the full referrer to our own pages only, so plain form posts carry their page', async () => {
    const response = await app.inject({ url: '/config', headers: { host: site.host } });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

import { eachDialect, tableReadCounter } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

eachDialect('website resolution cache', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  const counter = tableReadCounter(['websites', 'website_domains']);
  beforeAll(async () => {
    const database = getDb();
    app = await buildTestApp({ ...database, db: database.db.withPlugin(counter) });
    site = await seedSite(database.db);
  });
  afterAll(async () => app.close());

  const resolutionsOf = async (url: string, headers: Record<string, string> = {}) => {
    const before = counter.count;
    const response = await app.inject({ url, headers: { host: site.host, ...headers } });
    return { response, reads: counter.count - before };
  };

  it('resolves the host of public pages from memory after the first request', async () => {
    const first = await resolutionsOf('/?format=json');
    expect(first.response.statusCode).toBe(404);
    expect(first.reads).toBeGreaterThan(0);
    const second = await resolutionsOf('/?format=json');
    expect(second.response.statusCode).toBe(404);
    expect(second.reads).toBe(0);
    expect(second.response.json()).toMatchObject({ website: { id: site.website.id } });
  });

  it('reads the website afresh on owner calls, and shows an owner change on pages at once', async () => {
    const auth = await signIn(app, site);
    const read = await resolutionsOf('/api/admin/website/settings', auth.headers);
    expect(read.response.statusCode).toBe(200);
    expect(read.reads).toBeGreaterThan(0);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { title: 'Renamed Studio' },
    });
    expect(put.statusCode).toBe(200);
    const page = await resolutionsOf('/?format=json');
    expect(page.reads).toBeGreaterThan(0);
    expect(page.response.json()).toMatchObject({ website: { siteTitle: 'Renamed Studio' } });
  });

  it('never serves one site under another site’s host', async () => {
    const other = await seedSite(getDb().db);
    const mine = await resolutionsOf('/?format=json');
    const theirs = await app.inject({ url: '/?format=json', headers: { host: other.host } });
    expect(mine.response.json()).toMatchObject({ website: { id: site.website.id } });
    expect(theirs.json()).toMatchObject({ website: { id: other.website.id } });
  });
});

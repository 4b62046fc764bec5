import { findWebsiteById } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteDataCache } from './site-cache.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('owner writes invalidate the render cache', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const cached = async () => {
    const website = await findWebsiteById(getDb().db, site.website.id);
    if (!website) throw new Error('website missing');
    return siteDataCache.get(getDb().db, website);
  };

  it('serves a saved header, a new page and a new menu at once, within the cache TTL', async () => {
    expect((await cached()).headerFooter).toEqual({ header: {}, footer: {} });
    await call('PUT', '/api/site-header-footer', { header: { tagline: 'Slow goods' }, footer: {} });
    expect((await cached()).headerFooter.header).toEqual({ tagline: 'Slow goods' });
    const page = (await call('POST', '/api/admin/collections', { type: 10, title: 'Visit' })).json();
    expect((await cached()).byUrlId.has('visit')).toBe(true);
    await call('POST', '/api/widget/UpdateNavigation', {
      fieldName: 'main',
      navigation: { items: [{ collectionId: page.id }] },
    });
    expect((await cached()).navigation.main.map((n) => n.collectionId)).toEqual([page.id]);
  });
});

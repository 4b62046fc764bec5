import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

eachDialect('website settings API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
  });
  afterAll(async () => app.close());

  it('returns the defaults of a new website', async () => {
    const response = await app.inject({ url: '/api/admin/website/settings', headers: auth.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'USD',
      timeZone: 'America/New_York',
      cartPill: 'light',
      multipleQuantityAllowedForServices: true,
      buttonLabels: { addToCart: 'Add To Cart', subscribe: 'Subscribe', quickView: 'Quick View' },
    });
  });

  it('saves a partial update and keeps the rest', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { currency: 'JPY', timeZone: 'Europe/Paris', cartPill: 'dark' },
    });
    expect(put.statusCode).toBe(200);
    const read = await app.inject({ url: '/api/admin/website/settings', headers: auth.headers });
    expect(read.json()).toMatchObject({
      currency: 'JPY',
      timeZone: 'Europe/Paris',
      cartPill: 'dark',
      locale: 'en-US',
    });
  });

  it('rejects unknown currencies, time zones and keys per field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { currency: 'XYZ', timeZone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['currency', 'timeZone']),
    );
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { websiteId: 'other' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';

eachDialect('payment settings API', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
  });
  afterAll(async () => app.close());

  it('answers the test provider in test mode, the site currency and the test cards', async () => {
    const site = await seedSite(getDb().db);
    const call = ownerApi(app, await signIn(app, site));
    const response = await call('GET', '/api/admin/commerce/payment-settings');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ provider: 'test', testMode: true, currency: site.website.currency });
    expect(body.testCards).toContainEqual({
      number: '4242 4242 4242 4242',
      brand: 'Visa',
      behaviour: 'succeed',
      description: 'Payment succeeds',
    });
    expect(body.testCards.map((c: { behaviour: string }) => c.behaviour)).toContain('decline');
  });

  it('needs commerce.settings: a store manager may, an editor may not', async () => {
    const editor = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(app, await signIn(app, editor));
    expect((await asEditor('GET', '/api/admin/commerce/payment-settings')).statusCode).toBe(403);
    const manager = await seedSite(getDb().db, 8);
    const asManager = ownerApi(app, await signIn(app, manager));
    expect((await asManager('GET', '/api/admin/commerce/payment-settings')).statusCode).toBe(200);
  });
});

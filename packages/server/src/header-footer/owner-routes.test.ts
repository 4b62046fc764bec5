import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';
import { MAX_PART_BYTES } from './schemas.js';

eachDialect('site header and footer API', (getDb) => {
  let app: FastifyInstance;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    const site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  it('answers empty parts before anything is saved', async () => {
    const response = await call('GET', '/api/site-header-footer');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ header: {}, footer: {} });
  });

  it('saves and reads back both parts, and a repeated save changes nothing', async () => {
    const value = {
      header: { layout: 'brand-left', showCart: true, links: [{ label: 'Shop', href: '/shop' }] },
      footer: { text: '© Fern & Fable', columns: 3 },
    };
    const first = await call('PUT', '/api/site-header-footer', value);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(value);
    const stamp = await getDb().db.selectFrom('header_footer').select('updated_at').executeTakeFirstOrThrow();
    const again = await call('PUT', '/api/site-header-footer', value);
    expect(again.statusCode).toBe(200);
    const after = await getDb().db.selectFrom('header_footer').select('updated_at').executeTakeFirstOrThrow();
    expect(after.updated_at).toBe(stamp.updated_at);
    expect((await call('GET', '/api/site-header-footer')).json()).toEqual(value);
  });

  it('refuses missing parts, non-objects, extra keys and oversized documents', async () => {
    const missing = await call('PUT', '/api/site-header-footer', { header: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation-failed' });
    expect((await call('PUT', '/api/site-header-footer', { header: [], footer: {} })).statusCode).toBe(400);
    expect((await call('PUT', '/api/site-header-footer', { header: {}, footer: {}, x: 1 })).statusCode).toBe(
      400,
    );
    const big = { header: { html: 'x'.repeat(MAX_PART_BYTES) }, footer: {} };
    const response = await call('PUT', '/api/site-header-footer', big);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toContain('header');
  });

  it('requires a signed-in owner and the CSRF token for changes', async () => {
    const anonymous = await app.inject({
      url: '/api/site-header-footer',
      headers: { host: 'x.tessera.test' },
    });
    expect([401, 404]).toContain(anonymous.statusCode);
    const noCsrf = await call(
      'PUT',
      '/api/site-header-footer',
      { header: {}, footer: {} },
      { 'x-csrf-token': 'wrong' },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toMatchObject({ code: 'csrf-invalid' });
  });
});

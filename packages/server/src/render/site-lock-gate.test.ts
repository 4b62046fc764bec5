import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../auth/index.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { visitor, type Visitor } from '../testing/visitor.js';
import { SITE_UNLOCK_COOKIE } from './lock-screen.js';
import { seedRenderSite, type RenderSite } from './testing/seed-render-site.js';

const SITE_PASSWORD = 'lanterns at dusk';
const LOCK_SCREEN = 'This site is password protected. Enter the password to continue.';
const REFUSAL = { code: 'site-locked', error: 'This site is password protected.' };

/**
 * The public routes a visitor reaches on a locked site without its password, each for a reason
 * given where it is registered. Every other public route of a website must refuse.
 */
const OPEN_ROUTES = new Set([
  'POST /api/auth/login',
  'GET /api/auth/session',
  'POST /api/auth/handoff',
  'GET /api/auth/invitations/:token',
  'POST /api/auth/invitations/:token/accept',
  'GET /config',
  'GET /config/*',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'POST /api/payments/webhooks/:provider',
  'POST /api/page-unlock',
  'GET /api/page-preview/:token',
  'GET /files/:fileId/:filename',
  'GET /robots.txt',
  'GET /newsletter/unsubscribe',
  'POST /newsletter/unsubscribe',
]);

const refused = (response: LightMyRequestResponse): boolean =>
  (response.statusCode === 401 && response.body.includes('"code":"site-locked"')) ||
  response.body.includes(LOCK_SCREEN);

eachDialect('the site lock before visitor APIs', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let open: SeededSite;
  let auth: SignedIn;
  let ids: RenderSite;
  let unlocked: Visitor;
  let sku: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    open = await seedSite(getDb().db);
    ids = await seedRenderSite(getDb().db, site.website.id);
    const variant = await getDb()
      .db.selectFrom('product_variants')
      .select('sku')
      .where('product_id', '=', ids.mugId)
      .executeTakeFirstOrThrow();
    sku = variant.sku;
    await seedRenderSite(getDb().db, open.website.id);
    auth = await signIn(app, site);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/lock',
      headers: auth.headers,
      payload: { password: SITE_PASSWORD },
    });
    expect(put.statusCode).toBe(200);
    // A visitor who entered the password on the lock screen's form.
    unlocked = visitor(app, site.host);
    await unlocked.get('/');
    const form = await unlocked.form('/api/page-unlock', { password: SITE_PASSWORD, next: '/' });
    expect(form.statusCode).toBe(303);
    expect(unlocked.cookies.get(SITE_UNLOCK_COOKIE)).toBeTruthy();
  });
  afterAll(async () => app.close());

  const stranger = () => visitor(app, site.host);
  const addMug = (v: Visitor) =>
    v.json('POST', '/api/commerce/shopping-cart/entries', {
      itemId: ids.mugId,
      sku,
      quantity: 1,
      additionalFields: null,
    });

  it('refuses every public route of a locked site to a visitor without the password, but the open ones', async () => {
    const routes = routeTable(app).filter(
      (r) => r.permission === undefined && r.websiteScoped && r.method !== 'OPTIONS',
    );
    expect(routes.length).toBeGreaterThan(80);
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, 'a1b2c3d4e5f6a1b2c3d4e5f6').replace(/\*$/, 'x');
      const response = await app.inject({
        method: route.method as HTTPMethods,
        url,
        headers: { host: site.host, accept: 'application/json' },
        ...(route.method !== 'GET' && { payload: {} }),
      });
      if (refused(response) === OPEN_ROUTES.has(key)) wrong.push(`${key} → ${response.statusCode}`);
    }
    expect(wrong, 'refused when open, or answered when it should refuse').toEqual([]);
  });

  it('answers a refused API with 401 and the message, and a refused page with the lock screen', async () => {
    const cart = await stranger().get('/api/commerce/shopping-cart');
    expect(cart.statusCode).toBe(401);
    expect(cart.json()).toMatchObject(REFUSAL);
    const add = await addMug(stranger());
    expect(add.statusCode).toBe(401);
    expect(add.json()).toMatchObject(REFUSAL);
    for (const path of ['/account/login', '/checkout', '/members/join/a1b2c3d4e5f6a1b2c3d4e5f6']) {
      const page = await app.inject({ url: path, headers: { host: site.host, accept: 'text/html' } });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-store');
      expect(page.body, path).toContain(LOCK_SCREEN);
      expect(page.body, path).toContain(`name="next" value="${path}"`);
    }
    expect((await stranger().get('/sitemap.xml')).statusCode).toBe(401);
  });

  it('lets a visitor who entered the password use the cart, and keeps its answers private', async () => {
    const add = await addMug(unlocked);
    expect(add.statusCode).toBe(200);
    const cart = await unlocked.get('/api/commerce/shopping-cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.json().entries).toHaveLength(1);
    const sitemap = await unlocked.get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['cache-control']).toBe('private, no-cache');
    expect((await unlocked.get('/account/login')).body).not.toContain(LOCK_SCREEN);
  });

  it('lets a signed-in contributor of the site through, not one of another site', async () => {
    const owner = visitor(app, site.host);
    owner.cookies.set('tessera_session', auth.cookie.split('=')[1] ?? '');
    await owner.get('/');
    expect((await addMug(owner)).statusCode).toBe(200);
    const elsewhere = await signIn(app, open);
    const outsider = visitor(app, site.host);
    outsider.cookies.set('tessera_session', elsewhere.cookie.split('=')[1] ?? '');
    expect((await outsider.get('/api/commerce/shopping-cart')).json()).toMatchObject(REFUSAL);
  });

  it('leaves an open site, the owner API and payment webhooks alone', async () => {
    const other = visitor(app, open.host);
    await other.get('/');
    expect((await other.get('/api/commerce/shopping-cart')).statusCode).toBe(200);
    expect((await other.get('/sitemap.xml')).headers['cache-control']).toMatch(/^public/);
    const settings = await app.inject({ url: '/api/admin/website/settings', headers: auth.headers });
    expect(settings.statusCode).toBe(200);
    const signedOut = await app.inject({ url: '/api/admin/website/settings', headers: { host: site.host } });
    expect(signedOut.json()).toMatchObject({ code: 'not-signed-in' });
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { host: site.host, 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    });
    expect(refused(webhook)).toBe(false);
    expect([400, 404]).toContain(webhook.statusCode);
  });

  describe('once the password is removed', () => {
    beforeAll(async () => {
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/admin/website/lock',
        headers: auth.headers,
      });
      expect(removed.json()).toMatchObject({ locked: false });
    });

    it('answers every visitor again', async () => {
      const v = stranger();
      await v.get('/');
      expect((await addMug(v)).statusCode).toBe(200);
      expect((await v.get('/account/login')).body).not.toContain(LOCK_SCREEN);
    });
  });
});

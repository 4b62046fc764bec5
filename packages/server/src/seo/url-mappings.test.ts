import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('URL mappings', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const visit = (url: string) => app.inject({ url, headers: { host: site.host, accept: 'text/html' } });
  const text = [
    '# from the old platform',
    '/products/blue-mug -> /shop/p/blue-mug 301',
    '/blog/[year]/[slug] -> /journal/[slug] 302',
    '/store/* -> /shop 301',
    '/journal -> /news 302',
  ].join('\n');

  it('redirects old paths with the owner’s status, wildcards and placeholders, before pages are routed', async () => {
    expect((await visit('/products/blue-mug')).statusCode).toBe(404);
    const saved = await call('PUT', '/api/admin/seo/url-mappings', { text });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().mappings).toHaveLength(4);
    expect(saved.json().text).toBe(text);

    const cases: [string, number, string][] = [
      ['/products/blue-mug', 301, '/shop/p/blue-mug'],
      ['/Products/Blue-Mug/?ref=mail', 301, '/shop/p/blue-mug?ref=mail'],
      ['/blog/2019/hello-world', 302, '/journal/hello-world'],
      ['/store/anything/deeper/still', 301, '/shop'],
      ['/journal', 302, '/news'],
    ];
    for (const [from, status, location] of cases) {
      const res = await visit(from);
      expect(res.statusCode, from).toBe(status);
      expect(res.headers.location, from).toBe(location);
      expect(res.headers['cache-control'], from).toBe('no-store');
    }
    expect((await visit('/journal/hello-world')).statusCode).toBe(200);
    expect((await visit('/shop')).statusCode).toBe(200);
  });

  it('refuses a wrong line with its number and keeps the mappings in force', async () => {
    const wrong = await call('PUT', '/api/admin/seo/url-mappings', { text: '/ok -> /fine\n/a -> /b 307' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ text: 'Line 2: the status must be 301 or 302' });
    expect((await call('GET', '/api/admin/seo/url-mappings')).json().text).toBe(text);
    expect((await visit('/products/blue-mug')).statusCode).toBe(301);
  });

  it('shows the themed not-found page, which offers search, once the mappings are gone', async () => {
    const cleared = await call('PUT', '/api/admin/seo/url-mappings', { text: '' });
    expect(cleared.json()).toEqual({ text: '', mappings: [] });
    const res = await visit('/products/blue-mug');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain('<form class="search-form" role="search" action="/search" method="get">');
  });
});

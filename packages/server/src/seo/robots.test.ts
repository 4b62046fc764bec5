import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import robotsParserModule from 'robots-parser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

// The package is CommonJS exporting the function itself; its types describe an ES default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

eachDialect('robots.txt', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const robots = async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: site.host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    return robotsParser(`http://${site.host}/robots.txt`, res.body);
  };

  it('keeps crawlers out of the studio, cart, checkout, accounts and APIs by default and names the sitemap', async () => {
    const parsed = await robots();
    const base = `http://${site.host}`;
    for (const path of [
      '/config',
      '/config/pages',
      '/cart',
      '/checkout',
      '/account/orders',
      '/api/commerce/x',
    ])
      expect(parsed.isDisallowed(`${base}${path}`, 'Googlebot'), path).toBe(true);
    for (const path of ['/', '/shop', '/shop/p/mug', '/journal/hello'])
      expect(parsed.isAllowed(`${base}${path}`, 'Googlebot'), path).toBe(true);
    expect(parsed.getSitemaps()).toEqual([`${base}/sitemap.xml`]);
  });

  it('serves the rules the owner saves, refuses a wrong line at its field, and goes back to the defaults', async () => {
    const first = await call('GET', '/api/admin/seo/robots');
    expect(first.json()).toMatchObject({ custom: false });
    expect(first.json().rules).toBe(first.json().defaultRules);

    const wrong = await call('PUT', '/api/admin/seo/robots', { rules: 'User-agent: *\nDisalow: /x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      rules:
        'Line 2: write a rule as "Field: value" with User-agent, Allow, Disallow, Sitemap or Crawl-delay',
    });
    expect((await call('PUT', '/api/admin/seo/robots', { rules: 5 })).statusCode).toBe(400);

    const rules = 'User-agent: *\nDisallow: /drafts\n\nUser-agent: BadBot\nDisallow: /';
    for (let i = 0; i < 2; i += 1) {
      const saved = await call('PUT', '/api/admin/seo/robots', { rules });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ rules, custom: true });
      expect(saved.json().preview).toBe(`${rules}\n\nSitemap: http://${site.host}/sitemap.xml\n`);
    }
    const parsed = await robots();
    expect(parsed.isDisallowed(`http://${site.host}/drafts/a`, 'Googlebot')).toBe(true);
    expect(parsed.isDisallowed(`http://${site.host}/shop`, 'BadBot')).toBe(true);
    expect(parsed.isAllowed(`http://${site.host}/cart`, 'Googlebot')).toBe(true);

    const reset = await call('PUT', '/api/admin/seo/robots', { rules: null });
    expect(reset.json()).toMatchObject({ custom: false });
    expect((await robots()).isDisallowed(`http://${site.host}/cart`, 'Googlebot')).toBe(true);
  });

  it('lets only contributors with the site settings right change it', async () => {
    const editor = await seedSite(getDb().db, 3);
    const asEditor = ownerApi(app, await signIn(app, editor));
    const refused = await asEditor('PUT', '/api/admin/seo/robots', { rules: 'User-agent: *\nDisallow: /' });
    expect(refused.statusCode).toBe(403);
  });
});

import { addWebsiteDomain, createWebsite, newId } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { forgetAllWebsites } from '../hosts/index.js';

// Issue 17, finding 6: a Host header no site claims was reflected into canonical, og:url and base-url.
const EVIL = 'evil.example';

eachDialect('hosts: absolute URLs never reflect the Host header', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  const page = (host: string, headers: Record<string, string> = {}) =>
    app.inject({ url: '/?format=json', headers: { host, ...headers } });

  it('answers 404 for a host no site claims, whatever the path', async () => {
    for (const url of ['/', '/?format=json', '/robots.txt', '/sitemap.xml', '/api/commerce/shopping-cart'])
      expect((await app.inject({ url, headers: { host: EVIL } })).statusCode, url).toBe(404);
    expect((await page(`x.y.${site.host}`)).statusCode).toBe(404);
  });

  it('uses <slug>.<BASE_HOST> as the base URL, and the primary domain once the site has one', async () => {
    const before = await page(site.host);
    expect(before.body).toContain(`"base-url":"http://${site.host}"`);
    const primary = `shop-${newId().slice(0, 8)}.example`;
    const alias = `alias-${newId().slice(0, 8)}.example`;
    await addWebsiteDomain(getDb().db, site.website.id, primary, true);
    await addWebsiteDomain(getDb().db, site.website.id, alias, false);
    forgetAllWebsites(); // as the owner's domain routes do
    for (const host of [site.host, alias, primary]) {
      const response = await page(host);
      expect(response.body, host).toContain(`"base-url":"http://${primary}"`);
      expect(response.body).not.toContain(`http://${host === primary ? EVIL : host}`);
    }
    const robots = await app.inject({ url: '/robots.txt', headers: { host: alias } });
    expect(robots.body).toContain(`http://${primary}/sitemap.xml`);
  });

  it('never takes X-Forwarded-Host without TRUST_PROXY', async () => {
    const response = await page(site.host, { 'x-forwarded-host': EVIL });
    expect(response.statusCode).not.toBe(500);
    expect(response.body).not.toContain(EVIL);
  });
});

eachDialect('hosts: a single site with no hosts configured', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { BASE_HOST: '', PUBLIC_URL: 'https://shop.example/ignored-path' });
    await createWebsite(getDb().db, { slug: 'solo', title: 'Solo' });
  });
  afterAll(async () => app.close());

  it("answers any host with the site's configured PUBLIC_URL as its base URL", async () => {
    for (const host of [EVIL, 'localhost:3000']) {
      const response = await app.inject({ url: '/?format=json', headers: { host } });
      expect(response.body).toContain('"base-url":"https://shop.example"');
      expect(response.body).not.toContain(host);
    }
  });

  it('answers 404 for other hosts once the site has a domain', async () => {
    const website = (await app.inject({ url: '/?format=json', headers: { host: EVIL } })).json().website;
    await addWebsiteDomain(getDb().db, website.id, 'solo.example', true);
    forgetAllWebsites();
    expect((await app.inject({ url: '/?format=json', headers: { host: EVIL } })).statusCode).toBe(404);
    const own = await app.inject({ url: '/?format=json', headers: { host: 'solo.example' } });
    expect(own.body).toContain('"base-url":"http://solo.example"');
  });
});

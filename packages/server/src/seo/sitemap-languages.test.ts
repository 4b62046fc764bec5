import { replaceLanguages } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteDataCache } from '../render/index.js';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { sitemapErrors } from './testing/validate-xml.js';

interface Url {
  loc: string;
  'xhtml:link'?: { '@_hreflang': string; '@_href': string }[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'xhtml:link'].includes(name),
});

eachDialect('sitemap in several languages', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    await replaceLanguages(getDb().db, site.website.id, [
      { code: 'en-US', isDefault: true },
      { code: 'fr-FR', customCode: 'fr' },
    ]);
    siteDataCache.invalidate(site.website.id);
  });
  afterAll(async () => app.close());

  it('lists each page once per language, with every language and x-default as alternates', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: { host: site.host } });
    expect(res.statusCode).toBe(200);
    expect(await sitemapErrors(res.body)).toEqual([]);
    const base = `http://${site.host}`;
    const urls = (parser.parse(res.body) as { urlset: { url: Url[] } }).urlset.url;
    const locs = urls.map((u) => u.loc.slice(base.length));
    expect(locs).toContain('/shop/p/blue-mug');
    expect(locs).toContain('/fr/shop/p/blue-mug');
    expect(locs).toContain('/fr');
    const french = urls.find((u) => u.loc === `${base}/fr/shop`);
    expect(french?.['xhtml:link']?.map((l) => [l['@_hreflang'], l['@_href']])).toEqual([
      ['en-US', `${base}/shop`],
      ['fr-FR', `${base}/fr/shop`],
      ['x-default', `${base}/shop`],
    ]);
  });
});

import { eachDialect } from '@tessera/db/testing';
import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteDataCache } from '../render/index.js';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildSitemap } from './sitemap.js';
import { sitemapErrors } from './testing/validate-xml.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'image:image'].includes(name),
});

interface Url {
  loc: string;
  lastmod: string;
  'image:image'?: { 'image:loc': string }[];
}

function urlsOf(xml: string): Url[] {
  return (parser.parse(xml) as { urlset: { url?: Url[] } }).urlset.url ?? [];
}

eachDialect('sitemap', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    call = ownerApi(app, await signIn(app, site));
    base = `http://${site.host}`;
  });
  afterAll(async () => app.close());

  const sitemap = () => app.inject({ url: '/sitemap.xml', headers: { host: site.host } });
  const paths = async () => urlsOf((await sitemap()).body).map((u) => u.loc.slice(base.length));

  it('lists every public page, item and product with its last change and images, valid against the protocol', async () => {
    const res = await sitemap();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await sitemapErrors(res.body)).toEqual([]);
    expect(await sitemapErrors(res.body.replace('<loc>', '<loc>not-a-url'))).not.toEqual([]);
    const urls = urlsOf(res.body);
    expect(urls.map((u) => u.loc.slice(base.length)).sort()).toEqual([
      '/',
      '/journal',
      '/journal/hello-world',
      '/journal/open-studio',
      '/shop',
      '/shop/p/blue-mug',
      '/shop/p/field-guide',
    ]);
    const mug = urls.find((u) => u.loc.endsWith('/blue-mug'));
    expect(mug?.['image:image']).toEqual([
      { 'image:loc': expect.stringMatching(new RegExp(`^${base}/files/[^/]+/hero\\.jpg$`)) },
    ]);
    for (const url of urls) expect(new Date(url.lastmod).toISOString()).toBe(url.lastmod);
  });

  it('leaves out noindex, draft, locked and members-only pages and their items', async () => {
    const created = await call('POST', '/api/admin/collections', { type: 10, title: 'Thanks' });
    const { id, urlId } = created.json<{ id: string; urlId: string }>();
    expect(await paths()).toContain(`/${urlId}`);
    await call('PATCH', `/api/admin/collections/${id}`, { noIndex: true });
    expect(await paths()).not.toContain(`/${urlId}`);
    await call('PATCH', `/api/admin/collections/${id}`, { noIndex: false, publishState: 'draft' });
    expect(await paths()).not.toContain(`/${urlId}`);
    const shop = (await call('GET', '/api/admin/collections'))
      .json<{ collections: { id: string; urlId: string }[] }>()
      .collections.find((c) => c.urlId === 'journal');
    await call('PATCH', `/api/admin/collections/${shop?.id}`, { noIndex: true });
    expect((await paths()).filter((p) => p.startsWith('/journal'))).toEqual([]);
    await call('PATCH', `/api/admin/collections/${shop?.id}`, { noIndex: false });
    const listed = await paths();
    for (const closed of ['/private-notes', '/private-notes/recipe', '/members', '/shop/p/draft-lamp'])
      expect(listed).not.toContain(closed);
  });

  it('becomes an index of numbered files above the per-file limit, each URL in exactly one file', async () => {
    const now = app.clock.now();
    const input = {
      db: getDb().db,
      websiteId: site.website.id,
      site: await siteDataCache.get(getDb().db, site.website, now),
      baseUrl: base,
      now,
      perFile: 3,
    };
    const whole = urlsOf((await buildSitemap({ ...input, perFile: 50_000, page: undefined })) ?? '');
    const index = (await buildSitemap({ ...input, page: undefined })) ?? '';
    expect(await sitemapErrors(index)).toEqual([]);
    const files = (parser.parse(index) as { sitemapindex: { sitemap: { loc: string }[] } }).sitemapindex
      .sitemap;
    expect(files.map((f) => f.loc)).toEqual(
      Array.from({ length: Math.ceil(whole.length / 3) }, (_, i) => `${base}/sitemap.xml?page=${i + 1}`),
    );
    const parts: Url[] = [];
    for (let page = 1; page <= files.length; page += 1) {
      const part = (await buildSitemap({ ...input, page })) ?? '';
      expect(await sitemapErrors(part)).toEqual([]);
      parts.push(...urlsOf(part));
    }
    expect(parts).toEqual(whole);
    expect(await buildSitemap({ ...input, page: files.length + 1 })).toBeUndefined();
    const outside = await app.inject({ url: '/sitemap.xml?page=2', headers: { host: site.host } });
    expect(outside.statusCode).toBe(404);
  });
});

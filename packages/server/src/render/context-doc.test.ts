import { readFileSync } from 'node:fs';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { seedRenderSite } from './testing/seed-render-site.js';

const DOC = readFileSync(new URL('../../../../docs/template-context.md', import.meta.url), 'utf8');

/** The keys documented in a `<!-- keys:NAME -->` table: the backticked names of its first column. */
function documentedKeys(section: string): string[] {
  const start = DOC.indexOf(`<!-- keys:${section} -->`);
  const end = DOC.indexOf('<!-- /keys -->', start);
  expect(start, section).toBeGreaterThan(-1);
  const rows = DOC.slice(start, end)
    .split('\n')
    .filter((l) => l.startsWith('| `'));
  return rows.flatMap((row) => {
    const cell = row.split('|')[1] ?? '';
    // "`a`, `b`" lists several keys; "`x` … `y`" is a documented range checked by its ends.
    return [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');
  });
}

type Json = Record<string, unknown>;

eachDialect('docs/template-context.md', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const context = async (url: string): Promise<Json> =>
    (await app.inject({ method: 'GET', url: `${url}?format=json`, headers: { host: site.host } })).json();

  function expectKeys(value: unknown, section: string) {
    const missing = documentedKeys(section).filter((key) => !(key in (value as Json)));
    expect(missing, `keys of ${section} documented but missing`).toEqual([]);
  }

  it('documents keys that every page has', async () => {
    for (const url of [
      '/',
      '/shop',
      '/shop/p/blue-mug',
      '/search',
      '/cart',
      '/private-notes',
      '/no-such-page',
    ]) {
      const json = await context(url);
      expectKeys(json, 'all');
      expectKeys(json['website'], 'website');
      expectKeys(json['websiteSettings'], 'websiteSettings');
      expectKeys(json['localizedStrings'], 'localizedStrings');
    }
  });

  it('documents the collection, item, product, variant, image and pagination keys', async () => {
    const list = await context('/shop');
    expectKeys(list['collection'], 'collection');
    expectKeys(list['pagination'], 'pagination');
    const product = (await context('/shop/p/blue-mug'))['item'] as Json;
    expectKeys(product, 'item');
    const content = product['structuredContent'] as Json;
    expectKeys(content, 'structuredContent');
    expectKeys((content['variants'] as Json[])[0], 'variant');
    expectKeys(product['mainImage'], 'image');
    expectKeys((await context('/journal/hello-world'))['item'], 'item');
  });

  it('writes money as minor units in strings, dates as epoch milliseconds', async () => {
    const product = (await context('/shop/p/blue-mug'))['item'] as Json;
    const [small] = (product['structuredContent'] as { variants: Json[] }).variants;
    expect(small).toMatchObject({ priceMoney: { value: '1500', currency: 'USD' }, price: 1500 });
    const event = (await context('/journal/open-studio'))['item'] as Json;
    expect(event['startDate']).toBe(Date.UTC(2030, 4, 1, 17));
  });
});

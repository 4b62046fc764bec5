import { listStoreCategories, replaceLanguages, updateItem, updateProduct } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteChanged } from '../render/index.js';
import { seedRenderSite, type RenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

interface Category {
  id: string;
  displayName: string;
  url: string;
  active: boolean;
}

eachDialect('translations of the catalogue: product SEO title and description, store categories', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  let call: OwnerCall;
  let mugsId: string;
  beforeAll(async () => {
    const { db } = getDb();
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    ids = await seedRenderSite(db, site.website.id);
    await updateProduct(db, site.website.id, ids.mugId, { seoTitle: 'Blue stoneware mug' });
    // The product editor's 'Search engine description' is the item's excerpt.
    await updateItem(db, site.website.id, ids.mugId, { excerpt: 'A sturdy mug and its saucer.' });
    const [mugs] = await listStoreCategories(db, site.website.id, ids.shopId);
    mugsId = mugs?.id ?? '';
    await replaceLanguages(db, site.website.id, [
      { code: 'en-US', isDefault: true },
      { code: 'fr-FR', customCode: 'fr' },
    ]);
    siteChanged(site.website.id, 'multilingual');
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: site.host, accept: 'text/html' } });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

  it('lists a product’s SEO title and each store category for translation', async () => {
    const all = (await call('GET', '/api/translations?language=fr-FR')).json();
    expect(all.entries).toContainEqual({
      kind: 'item',
      id: ids.mugId,
      field: 'seoTitle',
      label: 'Blue Mug',
      source: 'Blue stoneware mug',
      translation: null,
    });
    const categories = (await call('GET', '/api/translations?language=fr&kind=category')).json();
    expect(categories.entries).toEqual([
      {
        kind: 'category',
        id: mugsId,
        field: 'displayName',
        label: 'Shop: Mugs',
        source: 'Mugs',
        translation: null,
      },
    ]);
    // The root category is never shown to visitors, so there is nothing of it to translate.
    expect(categories.progress.total).toBe(all.entries.length);
  });

  it('shows French visitors the translated category names and product SEO title and description; English is untouched', async () => {
    const saved = await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [
        { kind: 'category', id: mugsId, field: 'displayName', value: 'Tasses' },
        { kind: 'item', id: ids.mugId, field: 'seoTitle', value: 'Tasse en grès bleu' },
        { kind: 'item', id: ids.mugId, field: 'excerpt', value: 'Une tasse solide et sa soucoupe.' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().progress.translated).toBe(3);

    const list = (await page('/fr/shop?category=mugs&format=json')).json();
    const categories = list.collection.categories as Category[];
    expect(categories.map((c) => c.displayName)).toEqual(['Tasses']);
    expect(categories[0]?.url).toBe('/fr/shop?category=mugs');
    expect(list.collection.activeCategory).toMatchObject({ id: mugsId, displayName: 'Tasses', active: true });
    const listHtml = (await page('/fr/shop')).body;
    expect(listHtml).toContain('>Tasses</a>');
    expect(listHtml).not.toContain('>Mugs</a>');

    const product = await page('/fr/shop/p/blue-mug');
    expect(titleOf(product.body)).toMatch(/^Tasse en grès bleu — /);
    expect(descriptionOf(product.body)).toBe('Une tasse solide et sa soucoupe.');
    expect((await page('/fr/shop/p/blue-mug?format=json')).json().item.seoTitle).toBe('Tasse en grès bleu');

    const english = (await page('/shop?format=json')).json();
    expect(english.collection.categories.map((c: Category) => c.displayName)).toEqual(['Mugs']);
    const englishProduct = (await page('/shop/p/blue-mug')).body;
    expect(titleOf(englishProduct)).toMatch(/^Blue stoneware mug — /);
    expect(descriptionOf(englishProduct)).toBe('A sturdy mug and its saucer.');
  });

  it('falls back to the default language once a translation is removed', async () => {
    await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [
        { kind: 'category', id: mugsId, field: 'displayName', value: '' },
        { kind: 'item', id: ids.mugId, field: 'seoTitle', value: null },
        { kind: 'item', id: ids.mugId, field: 'excerpt', value: null },
      ],
    });
    const list = (await page('/fr/shop?format=json')).json();
    expect(list.collection.categories.map((c: Category) => c.displayName)).toEqual(['Mugs']);
    const product = (await page('/fr/shop/p/blue-mug')).body;
    expect(titleOf(product)).toMatch(/^Blue stoneware mug — /);
    expect(descriptionOf(product)).toBe('A sturdy mug and its saucer.');
  });

  it('refuses a category of another website and a field a category does not have', async () => {
    const other = await seedSite(getDb().db);
    const theirs = await seedRenderSite(getDb().db, other.website.id);
    const [theirMugs] = await listStoreCategories(getDb().db, other.website.id, theirs.shopId);
    const refused = await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [
        { kind: 'category', id: mugsId, field: 'displayName', value: 'Tasses' },
        { kind: 'category', id: theirMugs?.id ?? 'x', field: 'displayName', value: 'Volé' },
        { kind: 'category', id: mugsId, field: 'urlSlug', value: 'tasses' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['translations.1', 'translations.2']);
    // All or nothing: the valid first entry was not saved either.
    const list = (await page('/fr/shop?format=json')).json();
    expect(list.collection.categories.map((c: Category) => c.displayName)).toEqual(['Mugs']);
    const bad = await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [{ kind: 'variant', id: mugsId, field: 'displayName', value: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

import { replaceLanguages } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteChanged } from '../render/index.js';
import { seedRenderSite, type RenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('translations API and translated pages', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    ids = await seedRenderSite(getDb().db, site.website.id);
    await replaceLanguages(getDb().db, site.website.id, [
      { code: 'en-US', isDefault: true },
      { code: 'fr-FR', customCode: 'fr' },
    ]);
    siteChanged(site.website.id, 'multilingual');
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const page = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: site.host, accept: 'text/html' } });

  it('lists every text side by side with its translation, none translated yet', async () => {
    const res = await call('GET', '/api/translations?language=fr-FR');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.defaultLanguage).toBe('en-US');
    expect(body.progress.translated).toBe(0);
    expect(body.entries).toContainEqual(
      expect.objectContaining({ kind: 'page', id: ids.shopId, field: 'title', translation: null }),
    );
    expect(body.entries).toContainEqual(
      expect.objectContaining({
        kind: 'theme',
        id: 'strings',
        field: 'productAddToCartText',
        source: 'Add To Cart',
      }),
    );
    const items = (await call('GET', '/api/translations?language=fr&kind=item')).json();
    expect(items.entries.every((e: { kind: string }) => e.kind === 'item')).toBe(true);
    expect(items.entries).toContainEqual(expect.objectContaining({ id: ids.mugId, field: 'title' }));
  });

  it('saves translations idempotently, and visitors of /fr read them; the default language is untouched', async () => {
    const body = {
      language: 'fr-FR',
      translations: [
        { kind: 'page', id: ids.shopId, field: 'title', value: 'Boutique' },
        { kind: 'page', id: ids.shopId, field: 'navigationTitle', value: 'La boutique' },
        { kind: 'item', id: ids.mugId, field: 'title', value: 'Tasse bleue' },
        { kind: 'item', id: ids.mugId, field: 'body', value: 'Une tasse <b>bleue</b>.\n\nFaite main.' },
        { kind: 'theme', id: 'strings', field: 'productAddToCartText', value: 'Ajouter au panier' },
      ],
    };
    const first = await call('PUT', '/api/translations', body);
    expect(first.statusCode).toBe(200);
    const again = await call('PUT', '/api/translations', body);
    expect(again.json().progress).toEqual(first.json().progress);
    expect(first.json().progress.translated).toBe(5);

    const french = (await page('/fr/shop/p/blue-mug?format=json')).json();
    expect(french.item.title).toBe('Tasse bleue');
    expect(french.item.body).toBe('<p>Une tasse &#60;b&#62;bleue&#60;/b&#62;.</p>\n<p>Faite main.</p>');
    expect(french.localizedStrings.productAddToCartText).toBe('Ajouter au panier');
    expect(french.navigation.main.map((n: { title: string }) => n.title)).toContain('La boutique');
    const list = (await page('/fr/shop?format=json')).json();
    expect(list.collection.title).toBe('Boutique');
    expect(list.items.map((i: { title: string }) => i.title)).toContain('Tasse bleue');
    const html = (await page('/fr/shop/p/blue-mug')).body;
    expect(html).toContain('Tasse bleue');

    const english = (await page('/shop/p/blue-mug?format=json')).json();
    expect(english.item.title).not.toBe('Tasse bleue');
    expect(english.localizedStrings.productAddToCartText).toBe('Add To Cart');
  });

  it('falls back to the default text where a translation is missing or removed', async () => {
    const removed = await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [{ kind: 'item', id: ids.mugId, field: 'title', value: null }],
    });
    expect(removed.json().progress.translated).toBe(4);
    const french = (await page('/fr/shop/p/blue-mug?format=json')).json();
    const english = (await page('/shop/p/blue-mug?format=json')).json();
    expect(french.item.title).toBe(english.item.title);
    expect(french.item.excerpt).toBe(english.item.excerpt);
  });

  it('refuses the default language, unknown languages, and texts the site does not have', async () => {
    const own = await call('PUT', '/api/translations', {
      language: 'en-US',
      translations: [{ kind: 'page', id: ids.shopId, field: 'title', value: 'Shop' }],
    });
    expect(own.statusCode).toBe(400);
    expect((await call('GET', '/api/translations?language=de-DE')).statusCode).toBe(400);
    const other = await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [
        { kind: 'page', id: ids.shopId, field: 'title', value: 'Boutique!' },
        { kind: 'page', id: 'not-ours', field: 'title', value: 'x' },
        { kind: 'page', id: ids.shopId, field: 'password', value: 'x' },
      ],
    });
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().errors)).toEqual(['translations.1', 'translations.2']);
    // Nothing of a refused request is applied.
    expect((await page('/fr/shop?format=json')).json().collection.title).toBe('Boutique');
  });

  it('is refused to an editor (languages.edit)', async () => {
    const editor = ownerApi(app, await signIn(app, await seedSite(getDb().db, 4)));
    expect((await editor('GET', '/api/translations?language=fr-FR')).statusCode).toBe(403);
  });
});

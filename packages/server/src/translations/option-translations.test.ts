import { replaceLanguages } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { siteChanged } from '../render/index.js';
import { seedRenderSite, type RenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { crumbFor } from '../testing/visitor.js';

interface VariantJson {
  sku: string;
  attributes: Record<string, string>;
  optionValues: { optionName: string; value: string }[];
}

const SIZE = 'name:Size';
const SMALL = 'value:["Size","Small"]';
const LARGE = 'value:["Size","Large"]';

eachDialect('translations of variant option names and values', (getDb) => {
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

  it('lists each product’s option names and values to translate', async () => {
    const list = (await call('GET', '/api/translations?language=fr-FR&kind=option')).json();
    expect(list.entries).toEqual([
      { kind: 'option', id: ids.mugId, field: SIZE, label: 'Blue Mug', source: 'Size', translation: null },
      { kind: 'option', id: ids.mugId, field: SMALL, label: 'Blue Mug', source: 'Small', translation: null },
      { kind: 'option', id: ids.mugId, field: LARGE, label: 'Blue Mug', source: 'Large', translation: null },
    ]);
  });

  it('shows French names and values on the product page and in its JSON; the variants keep their keys', async () => {
    const saved = await call('PUT', '/api/translations', {
      language: 'fr',
      translations: [
        { kind: 'option', id: ids.mugId, field: SIZE, value: 'Taille' },
        { kind: 'option', id: ids.mugId, field: SMALL, value: 'Petite' },
      ],
    });
    expect(saved.statusCode).toBe(200);

    const french = (await page('/fr/shop/p/blue-mug?format=json')).json();
    const content = french.item.structuredContent;
    expect(content.variantOptionLabels).toEqual({ Size: { name: 'Taille', values: { Small: 'Petite' } } });
    expect(content.variantOptionOrdering).toEqual(['Size']);
    const variants = content.variants as VariantJson[];
    expect(variants.map((v) => v.attributes)).toEqual([{ Size: 'Small' }, { Size: 'Large' }]);
    // An untranslated value reads as in the default language.
    expect(variants.map((v) => v.optionValues)).toEqual([
      [{ optionName: 'Taille', value: 'Petite' }],
      [{ optionName: 'Taille', value: 'Large' }],
    ]);

    const html = (await page('/fr/shop/p/blue-mug')).body;
    expect(html).toMatch(/<label[^>]*>Taille<\/label>/);
    expect(html).toContain('name="attributes[Size]"');
    expect(html).toMatch(/<option value="Small"[^>]*>Petite<\/option>/);
    expect(html).toMatch(/<option value="Large"[^>]*>Large<\/option>/);

    const english = (await page('/shop/p/blue-mug?format=json')).json();
    expect(english.item.structuredContent.variantOptionLabels).toBeUndefined();
    expect(english.item.structuredContent.variants[0].optionValues).toEqual([
      { optionName: 'Size', value: 'Small' },
    ]);
  });

  it('adds the variant the French shopper chose to the cart', async () => {
    const crumb = crumbFor(site.host);
    const french = (await page('/fr/shop/p/blue-mug?format=json')).json();
    const small = (french.item.structuredContent.variants as VariantJson[]).find(
      (v) => v.optionValues[0]?.value === 'Petite',
    );
    const added = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { host: site.host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
      payload: { itemId: ids.mugId, sku: small?.sku, quantity: 1, additionalFields: null },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().newlyAdded.chosenVariant).toMatchObject({
      sku: small?.sku,
      attributes: { Size: 'Small' },
    });
  });

  it('refuses a value the product does not have, whole', async () => {
    const refused = await call('PUT', '/api/translations', {
      language: 'fr-FR',
      translations: [
        { kind: 'option', id: ids.mugId, field: LARGE, value: 'Grande' },
        { kind: 'option', id: ids.mugId, field: 'value:["Size","Huge"]', value: 'Énorme' },
        { kind: 'option', id: ids.shopId, field: SIZE, value: 'Taille' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['translations.1', 'translations.2']);
    const french = (await page('/fr/shop/p/blue-mug?format=json')).json();
    expect(french.item.structuredContent.variantOptionLabels.Size.values).toEqual({ Small: 'Petite' });
  });
});

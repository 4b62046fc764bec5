import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('related products', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let storeId: string;
  let otherStoreId: string;
  const ids: Record<string, string> = {};
  const newStore = async (title: string) =>
    (
      await call('POST', `/api/content-service/product/1.1/websites/${site.website.id}/products`, { title })
    ).json() as { id: string };

  beforeAll(async () => {
    // Item pages' 2-second micro-cache off: a deleted product leaves the page at once here.
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
    storeId = (await newStore('Ceramics')).id;
    otherStoreId = (await newStore('Prints')).id;
    const glazed = (
      await call(
        'POST',
        `/api/content-service/product/1.1/websites/${site.website.id}/products/${storeId}/categories`,
        { displayName: 'Glazed' },
      )
    ).json() as { id: string };
    for (const title of ['Bowl', 'Cup', 'Plate', 'Vase', 'Lamp']) {
      const body = {
        productType: 1,
        title,
        publishState: 'published',
        categoryIds: title === 'Bowl' || title === 'Vase' ? [glazed.id] : [],
        variants: [{ price: 3000, qtyInStock: 5 }],
      };
      ids[title] = (await call('POST', `/api/admin/collections/${storeId}/products`, body)).json().id;
    }
    const poster = { productType: 1, title: 'Poster', variants: [{ price: 1000 }] };
    ids['Poster'] = (await call('POST', `/api/admin/collections/${otherStoreId}/products`, poster)).json().id;
  });
  afterAll(async () => app.close());

  /** The product titles under 'You might also like' on Bowl's page, in page order. */
  const shownOnBowl = async () => {
    const html = (await app.inject({ url: '/ceramics/p/bowl', headers: { host: site.host } })).body;
    const section = html.slice(html.indexOf('id="related-products-title"'));
    return ['Cup', 'Plate', 'Vase', 'Lamp']
      .filter((t) => section.includes(`>${t}<`))
      .sort((a, b) => section.indexOf(`>${a}<`) - section.indexOf(`>${b}<`));
  };

  it('falls back to products of the same category first when the owner picked none', async () => {
    expect((await shownOnBowl())[0]).toBe('Vase');
    expect((await call('GET', `/api/admin/products/${ids['Bowl']}`)).json().relatedProductIds).toEqual([]);
  });

  it("shows the owner's picks first, in the owner's order, then the same category", async () => {
    const saved = await call('PATCH', `/api/admin/products/${ids['Bowl']}`, {
      relatedProductIds: [ids['Lamp'], ids['Cup']],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().relatedProductIds).toEqual([ids['Lamp'], ids['Cup']]);
    expect((await call('GET', `/api/admin/products/${ids['Bowl']}`)).json().relatedProductIds).toEqual([
      ids['Lamp'],
      ids['Cup'],
    ]);
    expect(await shownOnBowl()).toEqual(['Lamp', 'Cup', 'Vase', 'Plate']);
  });

  it('refuses itself, another store’s product, unknown ids and repeats, each at its field', async () => {
    const response = await call('PATCH', `/api/admin/products/${ids['Bowl']}`, {
      relatedProductIds: [ids['Bowl'], ids['Poster'], 'no-such-product', ids['Cup'], ids['Cup']],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'relatedProductIds.0': 'A product cannot be related to itself',
      'relatedProductIds.1': 'Unknown product',
      'relatedProductIds.2': 'Unknown product',
      'relatedProductIds.4': 'Listed twice',
    });
    const tooMany = await call('PATCH', `/api/admin/products/${ids['Bowl']}`, {
      relatedProductIds: Array.from({ length: 13 }, () => ids['Cup']),
    });
    expect(tooMany.statusCode).toBe(400);
    // Nothing was written by the refused saves.
    expect((await call('GET', `/api/admin/products/${ids['Bowl']}`)).json().relatedProductIds).toEqual([
      ids['Lamp'],
      ids['Cup'],
    ]);
  });

  it('drops a deleted product from the picks', async () => {
    expect((await call('DELETE', `/api/admin/products/${ids['Lamp']}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/products/${ids['Bowl']}`)).json().relatedProductIds).toEqual([
      ids['Cup'],
    ]);
    expect(await shownOnBowl()).toEqual(['Cup', 'Vase', 'Plate']);
  });
});

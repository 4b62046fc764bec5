import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createProduct,
  insertFile,
  newId,
  putImageVariant,
  type ImageWidth,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitor } from './testing/visitor.js';

interface Entry {
  itemId: string;
  chosenVariant: { sku: string };
  imageUrl: string | null;
}

eachDialect('cart line thumbnails', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  const ids = { plain: '', framed: '', bare: '', gallery: '', print: '', text: '' };
  beforeAll(async () => {
    const db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    const websiteId = site.website.id;
    const image = async (filename: string, widths: ImageWidth[], contentType = 'image/jpeg') => {
      const file = await insertFile(db, websiteId, {
        filename,
        contentType,
        byteSize: 10,
        storageKey: `k-${newId()}`,
      });
      for (const width of widths) {
        await putImageVariant(db, websiteId, file.id, { width, storageKey: `v-${newId()}`, byteSize: 5 });
      }
      return file.id;
    };
    ids.gallery = await image('gallery shot.jpg', [100, 300, 500]);
    ids.print = await image('print.png', [500, 1000], 'image/png');
    ids.text = await image('manual.pdf', [], 'application/pdf');
    const store = await createCollection(db, websiteId, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    const product = (title: string, images: string[], mainImageIds: (string | null)[]) =>
      createProduct(db, websiteId, {
        item: {
          collectionId: store.id,
          title,
          urlId: `${title}-${newId().slice(0, 6)}`,
          publishState: 'published',
        },
        productType: PRODUCT_TYPES.PHYSICAL,
        images,
        variants: mainImageIds.map((mainImageId, i) => ({
          sku: `${title}-${i}-${newId().slice(0, 6)}`,
          price: 1000,
          currency: 'USD',
          unlimited: true,
          attributes: (mainImageIds.length > 1 ? { Style: `S${i}` } : {}) as Record<string, string>,
          mainImageId,
        })),
      });
    ids.plain = (await product('plain', [ids.gallery, ids.print], [null])).item_id;
    ids.framed = (await product('framed', [ids.gallery], [ids.print, null])).item_id;
    ids.bare = (await product('bare', [ids.text], [null])).item_id;
  });
  afterAll(async () => app.close());

  it('shows the chosen variant’s image, else the product’s first, at a stored thumbnail width', async () => {
    const shopper = visitor(app, site.host);
    const skus = async (itemId: string) =>
      (
        await getDb()
          .db.selectFrom('product_variants')
          .select('sku')
          .where('product_id', '=', itemId)
          .orderBy('position')
          .execute()
      ).map((v) => v.sku);
    const [framedWithPrint, framedPlain] = await skus(ids.framed);
    const first = await shopper.add({ itemId: ids.plain, sku: null, quantity: 1, additionalFields: null });
    expect(first.statusCode).toBe(200);
    expect(first.json().newlyAdded.imageUrl).toBe(`/files/${ids.gallery}/gallery%20shot.jpg?format=300w`);
    for (const sku of [framedWithPrint, framedPlain]) {
      expect(
        (await shopper.add({ itemId: ids.framed, sku, quantity: 1, additionalFields: null })).statusCode,
      ).toBe(200);
    }
    // A document is no thumbnail.
    const last = await shopper.add({ itemId: ids.bare, sku: null, quantity: 1, additionalFields: null });
    const expected = [
      `/files/${ids.gallery}/gallery%20shot.jpg?format=300w`,
      // Only 500w and 1000w are stored: the next one up from 300w.
      `/files/${ids.print}/print.png?format=500w`,
      `/files/${ids.gallery}/gallery%20shot.jpg?format=300w`,
      null,
    ];
    const urls = (entries: Entry[]) => entries.map((e) => e.imageUrl);
    expect(urls(last.json().shoppingCart.entries)).toEqual(expected);
    expect(urls((await shopper.cart()).json().entries)).toEqual(expected);
    const checkout = await shopper.json('GET', '/api/commerce/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(urls(checkout.json().checkout.shoppingCart.entries)).toEqual(expected);
  });
});

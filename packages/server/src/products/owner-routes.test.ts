import { insertFile } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const shirt = {
  productType: 1,
  title: 'Linen Shirt',
  body: '<p>Garment-dyed linen.</p>',
  variantOptionOrdering: ['Size', 'Color'],
  variants: [
    { sku: 'LS-S-SAND', attributes: { Size: 'S', Color: 'Sand' }, price: 8800, qtyInStock: 4 },
    { sku: 'LS-M-SAND', attributes: { Size: 'M', Color: 'Sand' }, price: 8800, qtyInStock: 0 },
    {
      sku: 'LS-S-MOSS',
      attributes: { Size: 'S', Color: 'Moss' },
      price: 9200,
      salePrice: 7400,
      onSale: true,
    },
  ],
};

eachDialect('owner products API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let storeId: string;
  let rootId: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
    const store = await call(
      'POST',
      `/api/content-service/product/1.1/websites/${site.website.id}/products`,
      {
        title: 'Shop',
      },
    );
    storeId = store.json().id;
    rootId = store.json().rootCategoryId;
  });
  afterAll(async () => app.close());

  const create = (body: object, collectionId = storeId) =>
    call('POST', `/api/admin/collections/${collectionId}/products`, body);

  it('creates a physical product with variants in minor units of the site currency', async () => {
    const response = await create({ ...shirt, publishState: 'published' });
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      productType: 1,
      urlId: 'linen-shirt',
      fullUrl: '/shop/p/linen-shirt',
      publishState: 'published',
      variantOptionOrdering: ['Size', 'Color'],
    });
    expect(
      product.variants.map((v: { price: number; currency: string; qtyInStock: number }) => [
        v.price,
        v.currency,
        v.qtyInStock,
      ]),
    ).toEqual([
      [8800, 'USD', 4],
      [8800, 'USD', 0],
      [9200, 'USD', 0],
    ]);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json()).toEqual(product);
  });

  it('gives a clear validation error for negative stock, fractional or negative prices', async () => {
    const response = await create({
      productType: 1,
      title: 'Broken',
      variants: [{ price: 12.5, qtyInStock: -1 }, { price: -100 }],
      variantOptionOrdering: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      'variants.0.price': 'Prices are whole minor units (cents)',
      'variants.0.qtyInStock': 'Stock cannot be negative',
      'variants.1.price': 'Prices cannot be negative',
    });
  });

  it('holds at most 250 variants in a product', async () => {
    const variants = Array.from({ length: 251 }, (_, i) => ({ attributes: { Size: `S${i}` }, price: 100 }));
    const response = await create({ productType: 1, title: 'Too many', variants });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['variants']);
  });

  it('checks options, sale prices, SKUs and product-type rules', async () => {
    const response = await create({
      productType: 1,
      title: 'Mixed up',
      variantOptionOrdering: ['Size'],
      variants: [
        { sku: 'LS-S-SAND', attributes: { Size: 'S' }, price: 100 },
        { attributes: { Size: 'S' }, price: 100, onSale: true, salePrice: 200 },
        { attributes: { Colour: 'Red' }, price: 100 },
      ],
    });
    expect(response.json().errors).toEqual({
      'variants.0.sku': 'This SKU is already in use',
      'variants.1.attributes': 'Another variant has these options',
      'variants.1.salePrice': 'The sale price must be below the price',
      'variants.2.attributes': 'Each variant needs a value for: Size',
    });
    const digital = await create({
      productType: 2,
      title: 'Pattern',
      variants: [{ price: 1 }, { price: 2 }],
    });
    expect(digital.json().errors).toMatchObject({ variants: 'A digital product has exactly one variant' });
    const giftCard = await create({
      productType: 4,
      title: 'Card',
      variants: [{ price: 2500, onSale: true, salePrice: 2000 }],
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
    expect(giftCard.json().errors).toMatchObject({
      'variants.0.onSale': 'Gift cards are never on sale',
      subscriptionPlan: 'Gift cards cannot be subscriptions',
    });
  });

  it('makes digital products and gift cards unlimited and links a digital file', async () => {
    const pdf = await insertFile(getDb().db, site.website.id, {
      filename: 'pattern.pdf',
      contentType: 'application/pdf',
      byteSize: 10,
      storageKey: 'files/a/b/original.pdf',
    });
    const digital = await create({
      productType: 2,
      title: 'Tote Pattern',
      digitalFileId: pdf.id,
      variants: [{ price: 1200, qtyInStock: 3 }],
    });
    expect(digital.statusCode).toBe(201);
    expect(digital.json()).toMatchObject({
      digitalFileId: pdf.id,
      variants: [{ unlimited: true, qtyInStock: 0 }],
    });
    const physicalWithFile = await create({
      productType: 1,
      title: 'X',
      digitalFileId: pdf.id,
      variants: [{ price: 1 }],
    });
    expect(physicalWithFile.json().errors).toEqual({ digitalFileId: 'Only digital products deliver a file' });
  });

  it('files products under this store’s categories only', async () => {
    const category = await call(
      'POST',
      `/api/content-service/product/1.1/websites/${site.website.id}/products/${storeId}/categories`,
      {
        displayName: 'Tops',
      },
    );
    const product = await create({
      productType: 1,
      title: 'Tank',
      variants: [{ price: 3000 }],
      categoryIds: [category.json().id],
    });
    expect(product.json().categoryIds).toEqual([category.json().id]);
    const wrong = await create({
      productType: 1,
      title: 'Tank 2',
      variants: [{ price: 3000 }],
      categoryIds: ['nope'],
    });
    expect(wrong.json().errors).toEqual({ 'categoryIds.0': 'Unknown category' });
    const moved = await call('PATCH', `/api/admin/products/${product.json().id}`, { categoryIds: [rootId] });
    expect(moved.json().categoryIds).toEqual([rootId]);
  });

  it('updates product and item fields together, and deletes', async () => {
    const created = (
      await create({ productType: 3, title: 'Consultation', variants: [{ price: 5000 }] })
    ).json();
    const patched = await call('PATCH', `/api/admin/products/${created.id}`, {
      title: 'Colour Consultation',
      excerpt: 'One hour',
      customAddButtonText: 'Book Now',
      merchandising: { scarcityEnabled: true, scarcityText: 'Only {qty} left' },
      publishState: 'published',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Colour Consultation',
      excerpt: 'One hour',
      customAddButtonText: 'Book Now',
      publishState: 'published',
      merchandising: { scarcityEnabled: true },
    });
    expect((await call('PATCH', `/api/admin/products/${created.id}`, { productType: 2 })).statusCode).toBe(
      400,
    );
    expect((await call('DELETE', `/api/admin/products/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/products/${created.id}`)).statusCode).toBe(404);
  });

  it('gives a product its own search engine title: the page title and og:title use it, else the name', async () => {
    const created = (
      await create({
        productType: 1,
        title: 'Ash Bowl',
        seoTitle: 'Hand-thrown ash glaze bowl',
        publishState: 'published',
        variants: [{ price: 4200, qtyInStock: 2 }],
      })
    ).json();
    expect(created.seoTitle).toBe('Hand-thrown ash glaze bowl');
    const page = async () => (await app.inject({ url: created.fullUrl, headers: { host: site.host } })).body;
    const siteTitle = site.website.title;
    expect(await page()).toContain(`<title>Hand-thrown ash glaze bowl — ${siteTitle}</title>`);
    expect(await page()).toContain(`og:title" content="Hand-thrown ash glaze bowl — ${siteTitle}"`);

    const cleared = await call('PATCH', `/api/admin/products/${created.id}`, { seoTitle: '  ' });
    expect(cleared.json().seoTitle).toBe('');
    expect(await page()).toContain(`<title>Ash Bowl — ${siteTitle}</title>`);
    const long = await call('PATCH', `/api/admin/products/${created.id}`, { seoTitle: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().errors)).toEqual(['seoTitle']);
  });

  it('keeps each variant’s parcel size in whole millimetres beside its weight', async () => {
    const product = (
      await create({ productType: 1, title: 'Crate', variants: [{ sku: 'CRATE-1', price: 3000 }] })
    ).json();
    const [only] = (await call('GET', `/api/admin/products/${product.id}`)).json().variants;
    expect(only).toMatchObject({ weightGrams: 0, dimensionsMm: { length: 0, width: 0, height: 0 } });
    expect(product.variants[0]).toEqual(only);
    const put = (version: number, variants: object[]) =>
      call('PUT', `/api/admin/products/${product.id}/variants`, {
        version,
        variantOptionOrdering: ['Size'],
        variants,
      });
    const saved = await put(product.version, [
      {
        id: only.id,
        version: only.version,
        attributes: { Size: 'S' },
        price: 3000,
        dimensionsMm: { length: 400, width: 300, height: 250 },
      },
      {
        attributes: { Size: 'L' },
        price: 3600,
        weightGrams: 900,
        dimensionsMm: { length: 600, width: 400, height: 300 },
      },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(
      saved
        .json()
        .variants.map((v: { weightGrams: number; dimensionsMm: object }) => [v.weightGrams, v.dimensionsMm]),
    ).toEqual([
      [0, { length: 400, width: 300, height: 250 }],
      [900, { length: 600, width: 400, height: 300 }],
    ]);
    // A later weight change keeps the size, and the size is checked like the weight.
    const [small, large] = saved.json().variants;
    const again = await put(saved.json().version, [
      { id: small.id, version: small.version, attributes: { Size: 'S' }, price: 3000, weightGrams: 700 },
      {
        id: large.id,
        version: large.version,
        attributes: { Size: 'L' },
        price: 3600,
        dimensionsMm: { length: -1, width: 0.5, height: 100_001 },
      },
    ]);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toMatchObject({
      'variants.1.dimensionsMm.length': 'Sizes cannot be negative',
      'variants.1.dimensionsMm.width': 'Sizes are whole millimetres',
      'variants.1.dimensionsMm.height': 'At most 100 m',
    });
    const kept = await put(saved.json().version, [
      { id: small.id, version: small.version, attributes: { Size: 'S' }, price: 3000, weightGrams: 700 },
      { id: large.id, version: large.version, attributes: { Size: 'L' }, price: 3600 },
    ]);
    expect(kept.json().variants[0]).toMatchObject({
      weightGrams: 700,
      dimensionsMm: { length: 400, width: 300, height: 250 },
    });
  });

  it('adds, changes and removes variants; stock is never set below zero', async () => {
    const product = (
      await create({
        ...shirt,
        title: 'Shirt Two',
        variants: shirt.variants.map((v) => ({ ...v, sku: `${v.sku}-2` })),
      })
    ).json();
    const added = await call('POST', `/api/admin/products/${product.id}/variants`, {
      attributes: { Size: 'L', Color: 'Moss' },
      price: 9200,
      qtyInStock: 2,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ position: 3, qtyInStock: 2, currency: 'USD' });
    const duplicate = await call('POST', `/api/admin/products/${product.id}/variants`, {
      attributes: { Size: 'L', Color: 'Moss' },
      price: 1,
    });
    expect(duplicate.json().errors).toEqual({ attributes: 'Another variant has these options' });
    const restock = await call('PATCH', `/api/admin/variants/${added.json().id}`, { qtyInStock: 10 });
    expect(restock.json().qtyInStock).toBe(10);
    const negative = await call('PATCH', `/api/admin/variants/${added.json().id}`, { qtyInStock: -3 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ qtyInStock: 'Stock cannot be negative' });
    expect((await call('DELETE', `/api/admin/variants/${added.json().id}`)).statusCode).toBe(204);
    const single = (await create({ productType: 1, title: 'Solo', variants: [{ price: 1 }] })).json();
    const last = await call('DELETE', `/api/admin/variants/${single.variants[0].id}`);
    expect(last.statusCode).toBe(400);
  });

  it('replaces the options and variant set in one save: adds an option, keeps, adds and removes variants', async () => {
    const product = (
      await create({ productType: 1, title: 'Tote', variants: [{ sku: 'TOTE', price: 2000, qtyInStock: 3 }] })
    ).json();
    const [only] = product.variants;
    const put = (body: object) => call('PUT', `/api/admin/products/${product.id}/variants`, body);
    const saved = await put({
      version: product.version,
      variantOptionOrdering: ['Size', 'Colour'],
      variants: [
        {
          id: only.id,
          version: only.version,
          sku: 'TOTE-S-RED',
          attributes: { Size: 'S', Colour: 'Red' },
          price: 2000,
          qtyInStock: 5,
        },
        {
          sku: 'TOTE-S-BLUE',
          attributes: { Size: 'S', Colour: 'Blue' },
          price: 2100,
          qtyInStock: 1,
          weightGrams: 450,
        },
        { sku: 'TOTE-L-RED', attributes: { Size: 'L', Colour: 'Red' }, price: 2500, unlimited: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json();
    expect(after.version).toBe(product.version + 1);
    expect(after.variantOptionOrdering).toEqual(['Size', 'Colour']);
    expect(
      after.variants.map(
        (v: { id: string; sku: string; qtyInStock: number; unlimited: boolean; position: number }) => [
          v.sku,
          v.qtyInStock,
          v.unlimited,
          v.position,
        ],
      ),
    ).toEqual([
      ['TOTE-S-RED', 5, false, 0],
      ['TOTE-S-BLUE', 1, false, 1],
      ['TOTE-L-RED', 0, true, 2],
    ]);
    expect(after.variants[0].id).toBe(only.id);
    // Weights are saved with the set and answered with the product (0 when never set).
    expect(after.variants.map((v: { weightGrams: number }) => v.weightGrams)).toEqual([0, 450, 0]);
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().variants[1].weightGrams).toBe(450);
    // The stock change went through the ledger (a manual change in the variant's history).
    const history = await call('GET', `/api/admin/commerce/inventory/${only.id}/history`);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('manual');

    // A save against the version loaded before is refused, and nothing of it is written.
    const stale = await put({
      version: product.version,
      variantOptionOrdering: [],
      variants: [{ id: only.id, price: 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('changed-elsewhere');
    expect((await call('GET', `/api/admin/products/${product.id}`)).json().variants).toHaveLength(3);

    // Removing an option, dropping two variants; field errors name the variant's field.
    const taken = await put({
      version: after.version,
      variantOptionOrdering: ['Size'],
      variants: [
        { id: after.variants[0].id, attributes: { Size: 'S' }, price: 2000, sku: 'LS-S-SAND' },
        { attributes: { Size: 'S' }, price: 1 },
      ],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toMatchObject({
      'variants.0.sku': 'This SKU is already in use',
      'variants.1.attributes': 'Another variant has these options',
    });
    const fewer = await put({
      version: after.version,
      variantOptionOrdering: ['Size'],
      variants: [
        {
          id: after.variants[2].id,
          version: after.variants[2].version,
          attributes: { Size: 'L' },
          price: 2500,
        },
      ],
    });
    expect(fewer.statusCode).toBe(200);
    expect(fewer.json().variants).toMatchObject([
      { sku: 'TOTE-L-RED', attributes: { Size: 'L' }, unlimited: true },
    ]);
  });

  it('lists a store’s products with a total, and refuses collections that are not stores', async () => {
    const list = await call('GET', `/api/admin/collections/${storeId}/products?limit=2`);
    expect(list.statusCode).toBe(200);
    expect(list.json().products).toHaveLength(2);
    expect(list.json().total).toBeGreaterThan(2);
    const page = await call('POST', '/api/admin/collections', { type: 10, title: 'Not a store' });
    expect(
      (await create({ productType: 1, title: 'x', variants: [{ price: 1 }] }, page.json().id)).statusCode,
    ).toBe(404);
  });

  it('holds at most 200 products in a collection', async () => {
    const store = await call(
      'POST',
      `/api/content-service/product/1.1/websites/${site.website.id}/products`,
      {
        title: 'Full Store',
      },
    );
    const db = getDb().db;
    const now = Date.now();
    const ids = Array.from(
      { length: 200 },
      (_, i) => `${store.json().id.slice(0, 14)}ff${String(i).padStart(8, '0')}`,
    );
    await db
      .insertInto('items')
      .values(
        ids.map((id, i) => ({
          id,
          website_id: site.website.id,
          collection_id: store.json().id,
          record_type: 11 as const,
          title: `P${i}`,
          url_id: `p-${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('products')
      .values(
        ids.map((id) => ({
          item_id: id,
          website_id: site.website.id,
          collection_id: store.json().id,
          product_type: 1 as const,
        })),
      )
      .execute();
    const response = await create(
      { productType: 1, title: 'One more', variants: [{ price: 1 }] },
      store.json().id,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'too-many-products',
      error: 'A collection can hold at most 200 products.',
    });
  });

  it('is refused to an editor (commerce.products) and scoped to the website', async () => {
    const editor = ownerApi(app, await signIn(app, await seedSite(getDb().db, 4)));
    expect((await editor('GET', `/api/admin/collections/${storeId}/products`)).statusCode).toBe(403);
    const other = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
    expect((await other('GET', `/api/admin/collections/${storeId}/products`)).statusCode).toBe(404);
  });
});

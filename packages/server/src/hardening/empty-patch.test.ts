import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jpeg, multipart } from '../files/testing/uploads.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

// Issue 17, finding 2: an empty change (`{}`) answers 200 with the object unchanged, never 5xx.
eachDialect('empty PATCH bodies', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  let call: OwnerCall;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
    call = ownerApi(app, auth);
    const store = (
      await call('POST', `/api/content-service/product/1.1/websites/${site.website.id}/products`, {
        title: 'Shop',
      })
    ).json();
    const product = (
      await call('POST', `/api/admin/collections/${store.id}/products`, {
        productType: 1,
        title: 'Linen Shirt',
        variants: [{ sku: 'LS-1', attributes: {}, price: 8800, qtyInStock: 4 }],
      })
    ).json();
    const category = (
      await call(
        'POST',
        `/api/content-service/product/1.1/websites/${site.website.id}/products/${store.id}/categories`,
        { displayName: 'Tops' },
      )
    ).json();
    const { payload, contentType } = multipart([
      { name: 'file', value: await jpeg(200, 100), filename: 'shirt.jpg', contentType: 'image/jpeg' },
    ]);
    const file = (
      await app.inject({
        method: 'POST',
        url: '/api/admin/files',
        payload,
        headers: { ...auth.headers, 'content-type': contentType },
      })
    ).json();
    Object.assign(ids, {
      collectionId: store.id,
      productId: product.id,
      itemId: product.id,
      variantId: product.variants[0].id,
      categoryId: category.id,
      fileId: file.id,
    });
  });
  afterAll(async () => app.close());

  it.each([
    ['variants', 'variantId'],
    ['files', 'fileId'],
    ['categories', 'categoryId'],
  ])('PATCH /api/admin/%s/{id} with {} answers 200 with the object unchanged', async (path, key) => {
    const before = await call('GET', `/api/admin/${path}/${ids[key]}`);
    const response = await call('PATCH', `/api/admin/${path}/${ids[key]}`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids[key] });
    if (before.statusCode === 200) expect(response.json()).toEqual(before.json());
  });

  it('answers no PATCH route in the OpenAPI document with a 5xx for {}', async () => {
    const doc = app.swagger() as OpenAPIV3.Document;
    const routes = Object.entries(doc.paths)
      .filter(([, item]) => item?.patch)
      .map(([path]) => path);
    expect(routes.length).toBeGreaterThanOrEqual(7);
    for (const path of routes) {
      for (const real of [true, false]) {
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          real && ids[name] ? ids[name] : '0'.repeat(24),
        );
        const response = await call('PATCH', url, {});
        expect(response.statusCode, `PATCH ${url}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});

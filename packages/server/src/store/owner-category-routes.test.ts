import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('owner categories API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let store: { id: string; rootCategoryId: string };
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
    store = (
      await call('POST', `/api/content-service/product/1.1/websites/${site.website.id}/products`, {
        title: 'Shop',
      })
    ).json();
  });
  afterAll(async () => app.close());

  const add = (displayName: string, parentCategoryId?: string) =>
    call(
      'POST',
      `/api/content-service/product/1.1/websites/${site.website.id}/products/${store.id}/categories`,
      {
        displayName,
        ...(parentCategoryId && { parentCategoryId }),
      },
    );

  it('lists, renames, moves and deletes categories under the ROOT', async () => {
    const tops = (await add('Tops')).json();
    const shirts = (await add('Shirts', tops.id)).json();
    const bottoms = (await add('Bottoms')).json();
    const list = await call('GET', `/api/admin/collections/${store.id}/categories`);
    expect(list.json().categories.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Shop',
      'Tops',
      'Shirts',
      'Bottoms',
    ]);
    const renamed = await call('PATCH', `/api/admin/categories/${shirts.id}`, { displayName: 'Tees' });
    expect(renamed.json()).toMatchObject({ displayName: 'Tees', urlSlug: 'shirts' });
    const moved = await call('PATCH', `/api/admin/categories/${shirts.id}`, { parentCategoryId: bottoms.id });
    expect(moved.json().parentCategoryId).toBe(bottoms.id);
    expect((await call('DELETE', `/api/admin/categories/${bottoms.id}`)).statusCode).toBe(204);
    const after = await call('GET', `/api/admin/collections/${store.id}/categories`);
    expect(after.json().categories.map((c: { displayName: string }) => c.displayName)).toEqual([
      'Shop',
      'Tops',
    ]);
  });

  it('refuses cycles, a parent for the ROOT, deleting the ROOT and names over 25 characters', async () => {
    const a = (await add('A')).json();
    const b = (await add('B', a.id)).json();
    expect(
      (await call('PATCH', `/api/admin/categories/${a.id}`, { parentCategoryId: b.id })).statusCode,
    ).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/categories/${store.rootCategoryId}`, { parentCategoryId: a.id }))
        .statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/admin/categories/${store.rootCategoryId}`)).statusCode).toBe(400);
    expect(
      (await call('PATCH', `/api/admin/categories/${a.id}`, { displayName: 'x'.repeat(26) })).statusCode,
    ).toBe(400);
  });

  it("answers 404 for another website's categories", async () => {
    const other = ownerApi(app, await signIn(app, await seedSite(getDb().db)));
    expect((await other('GET', `/api/admin/collections/${store.id}/categories`)).statusCode).toBe(404);
    expect(
      (await other('PATCH', `/api/admin/categories/${store.rootCategoryId}`, { displayName: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await other('DELETE', `/api/admin/categories/${store.rootCategoryId}`)).statusCode).toBe(404);
  });
});

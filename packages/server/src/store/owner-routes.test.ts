import { findRootCategory, getNavigation, listCollections } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

eachDialect('store creation API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let base: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
    base = `/api/content-service/product/1.1/websites/${site.website.id}/products`;
  });
  afterAll(async () => app.close());

  const create = (body: object, headers?: Record<string, string>) => call('POST', base, body, headers);

  it('creates the store collection with its ROOT category and answers its id', async () => {
    const response = await create({
      navigationTitle: 'Shop',
      title: 'Shop',
      urlId: '',
      description: '',
      enabled: true,
    });
    expect(response.statusCode).toBe(201);
    const { id, urlId } = response.json() as { id: string; urlId: string };
    expect(urlId).toBe('shop');
    const [store] = (await listCollections(getDb().db, site.website.id)).filter((c) => c.id === id);
    expect(store).toMatchObject({ type: 13, title: 'Shop', navigation_title: 'Shop', enabled: true });
    expect(await findRootCategory(getDb().db, site.website.id, id)).toMatchObject({
      type: 'ROOT',
      parent_id: null,
      display_index: 1,
      page_rendering: 'LIST_VIEW',
    });
  });

  it('derives unique url ids: -1, -2 on collision and the fallback below three characters', async () => {
    const first = await create({ title: 'Winter Sale' });
    const second = await create({ title: 'Winter Sale' });
    const third = await create({ title: 'Winter  sale!' });
    expect([first, second, third].map((r) => r.json().urlId)).toEqual([
      'winter-sale',
      'winter-sale-1',
      'winter-sale-2',
    ]);
    expect((await create({ title: '✿' })).json().urlId).toBe('store');
    expect((await create({ title: 'Ab' })).json().urlId).toBe('store-1');
    expect((await create({ title: 'Anything', urlId: 'gifts' })).json().urlId).toBe('gifts');
  });

  it('adds the store to the end of the main navigation when asked', async () => {
    const response = await create({ title: 'Prints', addToNavigation: true });
    const main = await getNavigation(getDb().db, site.website.id, 'main');
    expect(main.at(-1)?.collectionId).toBe(response.json().id);
  });

  it("answers 404 for another website's id in the path, and creates nothing", async () => {
    const other = await seedSite(getDb().db);
    const before = (await listCollections(getDb().db, other.website.id)).length;
    const response = await call(
      'POST',
      `/api/content-service/product/1.1/websites/${other.website.id}/products`,
      {
        title: 'Sneaky',
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(other.website.id);
    expect(await listCollections(getDb().db, other.website.id)).toHaveLength(before);
  });

  it('replays a retried creation with the same Idempotency-Key instead of creating twice', async () => {
    const headers = { 'idempotency-key': 'create-store-retry-1' };
    const first = await create({ title: 'Ceramics' }, headers);
    const retry = await create({ title: 'Ceramics' }, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const stores = (await listCollections(getDb().db, site.website.id)).filter((c) => c.title === 'Ceramics');
    expect(stores).toHaveLength(1);
    const reused = await create({ title: 'Something else' }, headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency-key-reused' });
  });

  it('creates exactly one store when two retries with one key race', async () => {
    const headers = { 'idempotency-key': 'race-1' };
    const answers = await Promise.all([
      create({ title: 'Racing' }, headers),
      create({ title: 'Racing' }, headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const stores = (await listCollections(getDb().db, site.website.id)).filter((c) => c.title === 'Racing');
    expect(stores).toHaveLength(1);
  });

  it('validates the body', async () => {
    const response = await create({ title: '', urlId: 'Not A Slug', enabled: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['enabled', 'title', 'urlId']);
  });

  it('creates the ROOT category idempotently and categories under it', async () => {
    const store = (await create({ title: 'Homeware' })).json() as { id: string; rootCategoryId: string };
    const url = `${base}/${store.id}/categories`;
    const root = await call('POST', url, {
      displayName: 'Homeware',
      type: 'ROOT',
      pageRendering: 'LIST_VIEW',
      displayIndex: 1,
    });
    expect(root.statusCode).toBe(201);
    expect(root.json()).toMatchObject({
      id: store.rootCategoryId,
      type: 'ROOT',
      parentCategoryId: null,
      displayIndex: 1,
    });
    const child = await call('POST', url, { displayName: 'Mugs & Cups' });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({
      type: 'CATEGORY',
      parentCategoryId: store.rootCategoryId,
      urlSlug: 'mugs-cups',
    });
    const twin = await call('POST', url, { displayName: 'Mugs & Cups' });
    expect(twin.json().urlSlug).toBe('mugs-cups-1');
    const long = await call('POST', url, { displayName: 'A category name that is too long' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ displayName: 'Category names are at most 25 characters' });
    const rootWithParent = await call('POST', url, {
      displayName: 'x',
      type: 'ROOT',
      parentCategoryId: child.json().id,
    });
    expect(rootWithParent.statusCode).toBe(400);
  });

  it('holds at most 10000 categories in a store', async () => {
    const store = (await create({ title: 'Big Catalogue' })).json() as { id: string; rootCategoryId: string };
    const db = getDb().db;
    for (let batch = 0; batch < 10; batch += 1) {
      const rows = Array.from({ length: batch === 9 ? 999 : 1000 }, (_, i) => ({
        id: `${store.id.slice(0, 12)}${String(batch * 1000 + i).padStart(12, '0')}`,
        website_id: site.website.id,
        collection_id: store.id,
        parent_id: store.rootCategoryId,
        type: 'CATEGORY' as const,
        display_name: `C${batch * 1000 + i}`,
        url_slug: `c-${batch * 1000 + i}`,
      }));
      await db.insertInto('categories').values(rows).execute();
    }
    const response = await call('POST', `${base}/${store.id}/categories`, { displayName: 'One more' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'too-many-categories',
      error: 'A store can hold at most 10000 categories.',
    });
  });

  it('refuses categories for collections that are not stores or not this website’s', async () => {
    const other = await seedSite(getDb().db);
    const otherCall = ownerApi(app, await signIn(app, other));
    const theirs = await otherCall(
      'POST',
      `/api/content-service/product/1.1/websites/${other.website.id}/products`,
      {
        title: 'Theirs',
      },
    );
    const response = await call('POST', `${base}/${theirs.json().id}/categories`, {
      displayName: 'Mine now',
    });
    expect(response.statusCode).toBe(404);
  });

  it('needs commerce.products: an editor may not create stores', async () => {
    const editor = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(app, await signIn(app, editor));
    const response = await asEditor(
      'POST',
      `/api/content-service/product/1.1/websites/${editor.website.id}/products`,
      {
        title: 'Nope',
      },
    );
    expect(response.statusCode).toBe(403);
  });
});

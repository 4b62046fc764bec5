import { getNavigation, replaceNavigation } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('owner collections API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const create = (body: object) => call('POST', '/api/admin/collections', body);

  it('creates pages, folders and blogs with unique url ids and lists them', async () => {
    const about = await create({ type: 10, title: 'About Us' });
    expect(about.statusCode).toBe(201);
    expect(about.json()).toMatchObject({ type: 10, urlId: 'about-us', fullUrl: '/about-us', enabled: true });
    const again = await create({ type: 10, title: 'About us!' });
    expect(again.json().urlId).toBe('about-us-1');
    const folder = await create({ type: 10, title: 'Info', isFolder: true, folderBehavior: 1 });
    const inFolder = await create({ type: 10, title: 'Shipping', parentId: folder.json().id });
    expect(inFolder.json().parentId).toBe(folder.json().id);
    const blog = await create({
      type: 1,
      title: 'Journal',
      ordering: 'chronological',
      settings: { typeName: 'blog' },
    });
    expect(blog.json()).toMatchObject({ ordering: 'chronological', settings: { typeName: 'blog' } });
    const list = await call('GET', '/api/admin/collections');
    expect(list.json().collections.map((c: { urlId: string }) => c.urlId)).toEqual(
      expect.arrayContaining(['about-us', 'about-us-1', 'info', 'shipping', 'journal']),
    );
    const pages = await call('GET', '/api/admin/collections?type=1');
    expect(pages.json().collections.map((c: { urlId: string }) => c.urlId)).toEqual(['journal']);
  });

  it('refuses stores, taken url ids, nested folders and password locks without a password', async () => {
    const store = await create({ type: 13, title: 'Shop' });
    expect(store.statusCode).toBe(400);
    expect(Object.keys(store.json().errors)).toEqual(['type']);
    await create({ type: 10, title: 'Taken', urlId: 'taken' });
    const taken = await create({ type: 10, title: 'Other', urlId: 'taken' });
    expect(taken.json().errors).toEqual({ urlId: 'This URL is already in use' });
    const folder = await create({ type: 10, title: 'Outer', isFolder: true });
    const nested = await create({ type: 10, title: 'Inner', isFolder: true, parentId: folder.json().id });
    expect(nested.json().errors).toEqual({ parentId: 'Folders cannot be nested' });
    const locked = await create({ type: 10, title: 'Secret', pagePermission: 'password' });
    expect(locked.json().errors).toEqual({ password: 'Required' });
  });

  it('stores a lock-screen password as an argon2 hash and never answers it', async () => {
    const locked = await create({
      type: 10,
      title: 'Wholesale',
      pagePermission: 'password',
      password: 'let-me-in',
    });
    expect(locked.statusCode).toBe(201);
    expect(locked.json()).toMatchObject({ pagePermission: 'password', hasPassword: true });
    expect(locked.body).not.toContain('let-me-in');
    const row = await getDb()
      .db.selectFrom('collections')
      .select('password_hash')
      .where('id', '=', locked.json().id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('updates a collection and refuses a url id another collection uses', async () => {
    const a = (await create({ type: 10, title: 'Alpha' })).json();
    await create({ type: 10, title: 'Beta' });
    const patched = await call('PATCH', `/api/admin/collections/${a.id}`, {
      title: 'Alpha One',
      enabled: false,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Alpha One', enabled: false, urlId: 'alpha' });
    const clash = await call('PATCH', `/api/admin/collections/${a.id}`, { urlId: 'beta' });
    expect(clash.statusCode).toBe(400);
    expect((await call('GET', `/api/admin/collections/${a.id}`)).json().title).toBe('Alpha One');
  });

  it('deletes a collection with its menu entries, but not a folder that still holds pages', async () => {
    const gone = (await create({ type: 10, title: 'Temporary' })).json();
    await replaceNavigation(getDb().db, site.website.id, 'main', [
      { title: null, collectionId: gone.id, externalLink: null, memberAreaId: null, children: [] },
    ]);
    expect((await call('DELETE', `/api/admin/collections/${gone.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/collections/${gone.id}`)).statusCode).toBe(404);
    expect(await getNavigation(getDb().db, site.website.id, 'main')).toEqual([]);
    const folder = (await create({ type: 10, title: 'Holder', isFolder: true })).json();
    await create({ type: 10, title: 'Held', parentId: folder.id });
    const refused = await call('DELETE', `/api/admin/collections/${folder.id}`);
    expect(refused.statusCode).toBe(400);
    expect((await call('DELETE', `/api/admin/collections/${folder.id}`)).statusCode).toBe(400);
  });

  it("answers 404 for another website's collection", async () => {
    const other = await seedSite(getDb().db);
    const theirs = await ownerApi(app, await signIn(app, other))('POST', '/api/admin/collections', {
      type: 10,
      title: 'Theirs',
    });
    const id = theirs.json().id as string;
    expect((await call('GET', `/api/admin/collections/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/collections/${id}`, { title: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/collections/${id}`)).statusCode).toBe(404);
  });

  it('lets an editor change pages but not a store', async () => {
    const editorSite = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(app, await signIn(app, editorSite));
    const page = await asEditor('POST', '/api/admin/collections', { type: 10, title: 'Editor page' });
    expect(page.statusCode).toBe(201);
    const store = await call(
      'POST',
      `/api/content-service/product/1.1/websites/${site.website.id}/products`,
      { title: 'Guarded store' },
    );
    expect(store.statusCode).toBe(201);
    const editorHere = await seedSite(getDb().db, 4);
    await getDb()
      .db.insertInto('website_contributors')
      .values({
        website_id: site.website.id,
        account_id: editorHere.ownerId,
        role: 4,
        created_at: Date.now(),
      })
      .execute();
    const asSiteEditor = ownerApi(app, await signIn(app, site, editorHere.ownerEmail));
    const patch = await asSiteEditor('PATCH', `/api/admin/collections/${store.json().id}`, {
      title: 'Renamed',
    });
    expect(patch.statusCode).toBe(403);
  });
});

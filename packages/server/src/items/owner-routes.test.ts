import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, insertFile } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('owner items API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let blogId: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
    const blog = await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'journal',
      title: 'Journal',
      ordering: 'chronological',
    });
    blogId = blog.id;
  });
  afterAll(async () => app.close());

  const create = (body: object, collectionId = blogId) =>
    call('POST', `/api/admin/collections/${collectionId}/items`, body);

  it('creates a blog post as a draft by default, authored by the caller', async () => {
    const response = await create({
      title: 'Dyeing with Avocado Pits',
      body: '<p>Start by saving pits.</p>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      recordType: 1,
      urlId: 'dyeing-with-avocado-pits',
      fullUrl: '/journal/dyeing-with-avocado-pits',
      publishState: 'draft',
      authorId: site.ownerId,
      body: '<p>Start by saving pits.</p>',
    });
  });

  it('creates events with dates and refuses an end before the start or no start', async () => {
    const start = Date.UTC(2031, 4, 10, 17);
    const event = await create({
      recordType: 12,
      title: 'Spring Workshop',
      startDate: start,
      endDate: start + 7_200_000,
      location: { addressLine1: '12 Loom St', addressCountry: 'United States' },
      publishState: 'published',
    });
    expect(event.statusCode).toBe(201);
    expect(event.json()).toMatchObject({
      recordType: 12,
      startDate: start,
      location: { addressLine1: '12 Loom St' },
    });
    const backwards = await create({ recordType: 12, title: 'Oops', startDate: start, endDate: start - 1 });
    expect(backwards.json().errors).toEqual({ endDate: 'The end must not be before the start' });
    const undated = await create({ recordType: 12, title: 'When?' });
    expect(undated.json().errors).toEqual({ startDate: 'Required' });
  });

  it('enforces tag and category lengths, schedules and safe links', async () => {
    const long = await create({ title: 'Tags', tags: ['x'.repeat(51)], categories: ['y'.repeat(26)] });
    expect(Object.keys(long.json().errors).sort()).toEqual(['categories.0', 'tags.0']);
    const scheduled = await create({ title: 'Later', publishState: 'scheduled' });
    expect(scheduled.json().errors).toEqual({ publishOn: 'Required' });
    const link = await create({ recordType: 5, title: 'Link', externalLink: 'javascript:alert(1)' });
    expect(link.json().errors).toEqual({ externalLink: 'javascript:alert(1) is not a valid page URL' });
  });

  it('accepts only this website’s images as the main image', async () => {
    const other = await seedSite(getDb().db);
    const theirs = await insertFile(getDb().db, other.website.id, {
      filename: 'a.jpg',
      contentType: 'image/jpeg',
      byteSize: 1,
      storageKey: 'files/x/y/original.jpg',
    });
    const response = await create({ title: 'Pictured', mainImageId: theirs.id });
    expect(response.json().errors).toEqual({ mainImageId: 'Unknown image' });
  });

  it('lists with paging and a state filter, reads, updates and deletes', async () => {
    const list = await call('GET', `/api/admin/collections/${blogId}/items?limit=2`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(2);
    const drafts = await call('GET', `/api/admin/collections/${blogId}/items?publishState=draft`);
    expect(drafts.json().items.every((i: { publishState: string }) => i.publishState === 'draft')).toBe(true);
    const created = (await create({ title: 'Edit me' })).json();
    const patched = await call('PATCH', `/api/admin/items/${created.id}`, {
      title: 'Edited',
      publishState: 'published',
    });
    expect(patched.json()).toMatchObject({ title: 'Edited', publishState: 'published', urlId: 'edit-me' });
    const clash = await call('PATCH', `/api/admin/items/${created.id}`, {
      urlId: 'dyeing-with-avocado-pits',
    });
    expect(clash.json().errors).toEqual({ urlId: 'This URL is already in use' });
    expect((await call('DELETE', `/api/admin/items/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/items/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses items in stores and folders', async () => {
    const store = await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    expect((await create({ title: 'Not a product' }, store.id)).statusCode).toBe(400);
    const folder = await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'folder',
      title: 'Folder',
      isFolder: true,
    });
    expect((await create({ title: 'In a folder' }, folder.id)).statusCode).toBe(400);
  });

  it('holds at most 250 items in a collection ordered by hand', async () => {
    const db = getDb().db;
    const pageList = await createCollection(db, site.website.id, {
      type: COLLECTION_TYPES.GENERIC,
      urlId: 'handmade-order',
      title: 'Hand ordered',
      ordering: 'user',
    });
    const now = Date.now();
    await db
      .insertInto('items')
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          id: `${pageList.id.slice(0, 16)}${String(i).padStart(8, '0')}`,
          website_id: site.website.id,
          collection_id: pageList.id,
          record_type: 1 as const,
          title: `Item ${i}`,
          url_id: `item-${i}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await create({ title: 'One too many' }, pageList.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'too-many-items',
      error: 'A collection in custom order can hold at most 250 items.',
    });
  });

  it('lets a draft editor write drafts only, and nobody without content.publish publish', async () => {
    const writer = await seedSite(getDb().db, 16);
    await getDb()
      .db.insertInto('website_contributors')
      .values({ website_id: site.website.id, account_id: writer.ownerId, role: 16, created_at: Date.now() })
      .execute();
    const asWriter = ownerApi(app, await signIn(app, site, writer.ownerEmail));
    const draft = await asWriter('POST', `/api/admin/collections/${blogId}/items`, { title: 'My draft' });
    expect(draft.statusCode).toBe(201);
    const review = await asWriter('PATCH', `/api/admin/items/${draft.json().id}`, {
      publishState: 'needs-review',
    });
    expect(review.statusCode).toBe(200);
    const publish = await asWriter('PATCH', `/api/admin/items/${draft.json().id}`, {
      publishState: 'published',
    });
    expect(publish.statusCode).toBe(403);
    const live = (await create({ title: 'Live post', publishState: 'published' })).json();
    expect((await asWriter('PATCH', `/api/admin/items/${live.id}`, { title: 'Vandal' })).statusCode).toBe(
      403,
    );
    expect((await asWriter('DELETE', `/api/admin/items/${draft.json().id}`)).statusCode).toBe(403);
  });
});

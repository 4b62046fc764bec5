import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, findItem, listJobs } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import { buildTestApp, seedSite, signIn, testConfig, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

const HOUR = 3_600_000;

/** What the studio's item editor needs of the items API: versions, search, tags, authors, schedules. */
eachDialect('owner items API for the item editor', (getDb) => {
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
      urlId: 'notes',
      title: 'Notes',
      ordering: 'chronological',
    });
    blogId = blog.id;
  });
  afterAll(async () => app.close());

  const create = async (body: object) =>
    (await call('POST', `/api/admin/collections/${blogId}/items`, body)).json();
  const patch = (id: string, body: object) => call('PATCH', `/api/admin/items/${id}`, body);
  const publicStatus = async (path: string) =>
    (await app.inject({ url: path, headers: { host: site.host } })).statusCode;

  it('refuses a save based on an older version with 409 and the item as it is now', async () => {
    const post = await create({ title: 'Two owners' });
    expect(post.version).toBe(0);
    const first = await patch(post.id, { version: 0, title: 'First save' });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(1);
    const stale = await patch(post.id, { version: 0, title: 'Second save' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'changed-elsewhere',
      latest: { id: post.id, title: 'First save', version: 1 },
    });
    expect((await call('GET', `/api/admin/items/${post.id}`)).json().title).toBe('First save');
  });

  it('finds items by words of their title, any case, with % taken literally', async () => {
    await create({ title: 'Indigo Vat Basics' });
    await create({ title: 'Madder Root Reds' });
    await create({ title: '100% Wool Notes' });
    const found = await call('GET', `/api/admin/collections/${blogId}/items?q=vat%20BAS`);
    expect(found.json()).toMatchObject({ total: 1, items: [{ title: 'Indigo Vat Basics' }] });
    const percent = await call('GET', `/api/admin/collections/${blogId}/items?q=${encodeURIComponent('0%')}`);
    expect(percent.json().items.map((i: { title: string }) => i.title)).toEqual(['100% Wool Notes']);
  });

  it('answers the spec’s message for a tag or category named twice', async () => {
    const response = await call('POST', `/api/admin/collections/${blogId}/items`, {
      title: 'Tagged',
      tags: ['dye', 'wool', 'Dye'],
      categories: ['Howto', 'howto'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'tags.2': 'This tag already exists',
      'categories.1': 'This category already exists',
    });
  });

  it('refuses a URL slug with the spec’s message', async () => {
    const post = await create({ title: 'Slugged' });
    const response = await patch(post.id, { urlId: 'Not A Slug' });
    expect(response.json().errors).toEqual({ urlId: 'Not A Slug is not a valid page URL' });
  });

  it('lists the contributors as authors and accepts only them', async () => {
    const authors = (await call('GET', '/api/admin/authors')).json().authors;
    expect(authors).toContainEqual({ id: site.ownerId, name: expect.any(String) });
    const post = await create({ title: 'Authored' });
    const stranger = await seedSite(getDb().db);
    const refused = await patch(post.id, { authorId: stranger.ownerId });
    expect(refused.json().errors).toEqual({ authorId: 'The author must be a contributor of this website' });
    expect((await patch(post.id, { authorId: site.ownerId })).json().authorId).toBe(site.ownerId);
  });

  it('publishes a scheduled item at its time through the jobs worker, not before', async () => {
    const { db, clock } = getDb();
    const worker = testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined }));
    const post = await create({ title: 'Spring Dye Day', tags: ['dye'] });
    const at = clock.now() + 2 * HOUR;
    const scheduled = await patch(post.id, { version: 0, publishState: 'scheduled', publishOn: at });
    expect(scheduled.json()).toMatchObject({ publishState: 'scheduled', publishOn: at });
    // Saving the same schedule again queues no second job.
    await patch(post.id, { title: 'Spring Dye Day!' });
    const jobs = (await listJobs(db, site.website.id)).filter((j) => j.type === 'publish-item');
    expect(jobs.filter((j) => (j.payload as { itemId: string }).itemId === post.id)).toHaveLength(1);

    await drain(worker);
    expect((await findItem(db, site.website.id, post.id))?.publish_state).toBe('scheduled');
    expect(await publicStatus(post.fullUrl)).toBe(404);

    clock.advance(2 * HOUR + 1000);
    await drain(worker);
    const published = await findItem(db, site.website.id, post.id);
    expect(published?.publish_state).toBe('published');
    expect(published?.version).toBe(3);
    expect(await publicStatus(post.fullUrl)).toBe(200);
  });

  it('leaves an item the owner unscheduled alone when its old job comes due', async () => {
    const { db, clock } = getDb();
    const worker = testWorker(db, createJobHandlers({ config: testConfig(), mailer: undefined }));
    const post = await create({
      title: 'Changed my mind',
      publishState: 'scheduled',
      publishOn: clock.now() + HOUR,
    });
    await patch(post.id, { publishState: 'draft' });
    clock.advance(HOUR + 1000);
    await drain(worker);
    expect((await findItem(db, site.website.id, post.id))?.publish_state).toBe('draft');
  });
});

import { COMMENT_STATES } from '@tessera/core';
import type { Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../../testing/harness.js';
import { ownerApi, type OwnerCall } from '../../testing/owner-api.js';
import { seedRenderSite, type RenderSite } from '../testing/seed-render-site.js';

// Issue 19: templates read `collection.commentState` (platform spec "Collection"), 1 while its posts take comments.
eachDialect('collection commentState in the page context', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let seeded: RenderSite;
  let call: OwnerCall;

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    site = await seedSite(db);
    seeded = await seedRenderSite(db, site.website.id);
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const collectionOf = async (path: string) => {
    const response = await app.inject({ url: `${path}?format=json`, headers: { host: site.host } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { collection: { id: string; commentState: number } }).collection;
  };

  it('is 1 for a blog that takes comments, on its list and on its posts', async () => {
    expect(await collectionOf('/journal')).toMatchObject({
      id: seeded.blogId,
      commentState: COMMENT_STATES.ON,
    });
    expect((await collectionOf('/journal/hello-world')).commentState).toBe(COMMENT_STATES.ON);
  });

  it("follows the blog's 'Allow comments on this collection' switch, back and forth", async () => {
    const off = await call('PATCH', `/api/admin/collections/${seeded.blogId}`, { commentsEnabled: false });
    expect(off.statusCode).toBe(200);
    expect((await collectionOf('/journal')).commentState).toBe(COMMENT_STATES.OFF);
    expect((await collectionOf('/journal/hello-world')).commentState).toBe(COMMENT_STATES.OFF);

    await call('PATCH', `/api/admin/collections/${seeded.blogId}`, { commentsEnabled: true });
    expect((await collectionOf('/journal')).commentState).toBe(COMMENT_STATES.ON);
  });

  it('is 0 for collections whose items take no comments: pages and stores', async () => {
    expect(await collectionOf('/shop')).toMatchObject({
      id: seeded.shopId,
      commentState: COMMENT_STATES.OFF,
    });
    expect((await collectionOf('/shop/p/blue-mug')).commentState).toBe(COMMENT_STATES.OFF);
    expect(await collectionOf('/')).toMatchObject({ id: seeded.homeId, commentState: COMMENT_STATES.OFF });
  });

  it('is 0 for a password-locked collection of posts, whose conversation is not for every visitor', async () => {
    const response = await app.inject({ url: '/private-notes?format=json', headers: { host: site.host } });
    const json = response.json() as { collection: { id: string; commentState: number } };
    expect(json.collection).toMatchObject({ id: seeded.lockedId, commentState: COMMENT_STATES.OFF });
  });
});

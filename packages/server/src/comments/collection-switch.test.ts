import { PUBLIC_API_PATHS } from '@tessera/core';
import { findCollection, findItemByUrlId, insertComment, updateItem, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { visitor } from '../testing/visitor.js';

// Issue 19: 'Allow comments on this collection', the blog's own switch besides the site's and the post's.
eachDialect('comments switched off for a collection', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let other: SeededSite;
  let call: OwnerCall;
  let blogId: string;
  let otherBlogId: string;
  let postId: string;

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    [site, other] = await Promise.all([seedSite(db), seedSite(db)]);
    [{ blogId }, { blogId: otherBlogId }] = await Promise.all([
      seedRenderSite(db, site.website.id),
      seedRenderSite(db, other.website.id),
    ]);
    const post = await findItemByUrlId(db, site.website.id, blogId, 'hello-world');
    if (!post) throw new Error('seeded post missing');
    postId = post.id;
    await updateItem(db, site.website.id, postId, { commentState: 1 });
    await insertComment(db, site.website.id, {
      itemId: postId,
      parentId: null,
      depth: 0,
      authorName: 'Ada',
      authorEmail: 'ada@example.org',
      siteUserId: null,
      bodyHtml: '<p>Lovely glaze.</p>',
      status: 'approved',
      notifyReplies: false,
    });
    call = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  const pageHtml = async () =>
    (await app.inject({ url: '/journal/hello-world', headers: { host: site.host } })).body;
  const switchTo = (commentsEnabled: unknown) =>
    call('PATCH', `/api/admin/collections/${blogId}`, { commentsEnabled });

  it('is on for a blog until the owner turns it off, and keeps the rest of its settings', async () => {
    const before = await call('GET', `/api/admin/collections/${blogId}`);
    expect(before.json()).toMatchObject({ commentsEnabled: true });
    const html = await pageHtml();
    expect(html).toContain('class="ts-comment-link"');
    expect(html).toContain('Lovely glaze.');
    expect(html).toContain(`action="${PUBLIC_API_PATHS.itemComments}"`);

    await call('PATCH', `/api/admin/collections/${blogId}`, { seoTitle: 'Kiln notes' });
    const off = await switchTo(false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ commentsEnabled: false, seoTitle: 'Kiln notes' });
    expect((await findCollection(db, site.website.id, blogId))?.settings).toMatchObject({
      commentsEnabled: false,
      seoTitle: 'Kiln notes',
    });
  });

  it('then shows no comments, no comment link and no form, and the API takes none', async () => {
    await switchTo(false);
    const html = await pageHtml();
    expect(html).not.toContain('ts-comment-link');
    expect(html).not.toContain('Lovely glaze.');
    expect(html).not.toContain(`action="${PUBLIC_API_PATHS.itemComments}"`);
    const json = (
      await app.inject({ url: '/journal/hello-world?format=json', headers: { host: site.host } })
    ).json() as { item: { commentState: number }; itemComments?: unknown };
    expect(json.item.commentState).toBe(0);
    expect(json.itemComments).toBeUndefined();

    const guest = visitor(app, site.host);
    await guest.get('/');
    expect((await guest.get(`${PUBLIC_API_PATHS.itemComments}?itemId=${postId}`)).statusCode).toBe(404);
    expect((await guest.get(`${PUBLIC_API_PATHS.commentCaptcha}?itemId=${postId}`)).statusCode).toBe(404);
    const posted = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      itemId: postId,
      name: 'Bo',
      email: 'bo@example.org',
      body: 'Hello',
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json()).toMatchObject({ error: 'Comments are closed for this post.' });

    // Turned back on, the conversation is there again as it was.
    expect((await switchTo(true)).json()).toMatchObject({ commentsEnabled: true });
    expect(await pageHtml()).toContain('Lovely glaze.');
  });

  it('refuses a value that is not a yes or no, naming the field, and changes nothing', async () => {
    await switchTo(true);
    const bad = await switchTo('off');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('commentsEnabled');
    expect((await call('GET', `/api/admin/collections/${blogId}`)).json()).toMatchObject({
      commentsEnabled: true,
    });
  });

  it("cannot switch another website's collection", async () => {
    const foreign = await call('PATCH', `/api/admin/collections/${otherBlogId}`, { commentsEnabled: false });
    expect(foreign.statusCode).toBe(404);
    expect((await findCollection(db, other.website.id, otherBlogId))?.settings['commentsEnabled']).toBe(
      undefined,
    );
  });
});

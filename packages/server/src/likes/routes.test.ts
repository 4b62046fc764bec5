import { PUBLIC_API_PATHS } from '@tessera/core';
import { findItemByUrlId, updateWebsite, type Executor, type WebsiteSettings } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';
import { seedRenderSite } from '../render/testing/seed-render-site.js';

async function withLiking(db: Executor, site: SeededSite, on: boolean): Promise<void> {
  const settings = { ...site.website.settings, simpleLikingEnabled: on } as WebsiteSettings;
  await updateWebsite(db, site.website.id, { settings });
}

eachDialect('simple likes', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let other: SeededSite;
  let postId: string;
  let otherPostId: string;
  let blogId: string;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    [site, other] = await Promise.all([seedSite(db), seedSite(db)]);
    const [mine, theirs] = await Promise.all([
      seedRenderSite(db, site.website.id),
      seedRenderSite(db, other.website.id),
    ]);
    blogId = mine.blogId;
    await Promise.all([withLiking(db, site, true), withLiking(db, other, true)]);
    const post = async (s: SeededSite, blog: string) => {
      const item = await findItemByUrlId(db, s.website.id, blog, 'hello-world');
      if (!item) throw new Error('seeded post missing');
      return item.id;
    };
    [postId, otherPostId] = await Promise.all([post(site, mine.blogId), post(other, theirs.blogId)]);
  });
  afterAll(async () => app.close());

  const likeCountOnPage = async () => {
    const page = await app.inject({ url: '/journal/hello-world?format=json', headers: { host: site.host } });
    return (page.json() as { item: { likeCount: number } }).item.likeCount;
  };

  it('counts a visitor once however often they like, and shows the count on the page', async () => {
    const alice = visitor(app, site.host);
    await alice.get('/');
    const first = await alice.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: postId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ liked: true, likeCount: 1 });
    const again = await alice.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: postId });
    expect(again.json()).toEqual({ liked: true, likeCount: 1 });
    const bob = visitor(app, site.host);
    await bob.get('/');
    expect((await bob.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: postId })).json()).toEqual({
      liked: true,
      likeCount: 2,
    });
    expect(await likeCountOnPage()).toBe(2);
    const html = await app.inject({ url: '/journal/hello-world', headers: { host: site.host } });
    expect(html.statusCode).toBe(200);
    // The like-button island, its props and its server HTML (a working button once hydrated).
    expect(html.body).toContain('data-island="like-button"');
    expect(html.body).toContain(`{&quot;itemId&quot;:&quot;${postId}&quot;,&quot;likeCount&quot;:2}`);
    expect(html.body).toContain('aria-label="Like 2"');
  });

  it('finds no item of another website, nor a draft, and refuses a call without the crumb', async () => {
    const eve = visitor(app, site.host);
    await eve.get('/');
    const foreign = await eve.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: otherPostId });
    expect(foreign.statusCode).toBe(404);
    const draft = await findItemByUrlId(db, site.website.id, blogId, 'unfinished');
    const drafted = await eve.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: draft?.id ?? '' });
    expect(drafted.statusCode).toBe(404);
    const noCrumb = await app.inject({
      method: 'POST',
      url: PUBLIC_API_PATHS.itemLike,
      headers: { host: site.host, 'content-type': 'application/json' },
      payload: { itemId: postId },
    });
    expect(noCrumb.statusCode).toBe(403);
    const bad = await eve.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: '<script>' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses likes while the site has liking off and renders no like button', async () => {
    await withLiking(db, other, false);
    const mallory = visitor(app, other.host);
    await mallory.get('/');
    const refused = await mallory.json('POST', PUBLIC_API_PATHS.itemLike, { itemId: otherPostId });
    expect(refused.statusCode).toBe(404);
    const html = await app.inject({ url: '/journal/hello-world', headers: { host: other.host } });
    expect(html.body).not.toContain('ts-like-button');
  });
});

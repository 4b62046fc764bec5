import { COMMENT_THREADS_PER_PAGE, PUBLIC_API_PATHS } from '@tessera/core';
import { findItemByUrlId, insertComment, updateItem, type CommentStatus, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';

interface Listed {
  comments: { id: string; parentId: string | null; authorName: string; bodyHtml: string }[];
  count: number;
  page: number;
  pageCount: number;
  nextPage: number | null;
}

const THREADS = 2 * COMMENT_THREADS_PER_PAGE + 5;

// Issue 19: a post with many comments shows them a page of threads at a time ('Load more comments').
eachDialect('pages of comments', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let other: SeededSite;
  let postId: string;

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    [site, other] = await Promise.all([seedSite(db), seedSite(db)]);
    const { blogId } = await seedRenderSite(db, site.website.id);
    const post = await findItemByUrlId(db, site.website.id, blogId, 'hello-world');
    if (!post) throw new Error('seeded post missing');
    postId = post.id;
    await updateItem(db, site.website.id, postId, { commentState: 1 });
    const start = Date.UTC(2026, 0, 1);
    const add = (n: number, parentId: string | null, status: CommentStatus = 'approved') =>
      insertComment(db, site.website.id, {
        itemId: postId,
        parentId,
        depth: parentId ? 1 : 0,
        authorName: `Reader ${n}`,
        authorEmail: `reader${n}@example.org`,
        siteUserId: null,
        bodyHtml: `<p>Thought ${n}</p>`,
        status,
        notifyReplies: false,
        now: start + n * 1000,
      });
    for (let n = 1; n <= THREADS; n += 1) {
      const top = await add(n, null);
      // Every fifth thread has a reply, written after the later threads began.
      if (n % 5 === 0) await add(1000 + n, top.id);
    }
    await add(9999, null, 'pending');
  });
  afterAll(async () => app.close());

  const list = (query: string, host = site.host) =>
    app.inject({ url: `${PUBLIC_API_PATHS.itemComments}?${query}`, headers: { host } });

  it('answers one page of top-level threads with their replies, the total and the next page', async () => {
    const first = await list(`itemId=${postId}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const page1 = first.json() as Listed;
    const replies = Math.floor(THREADS / 5);
    expect(page1).toMatchObject({ count: THREADS + replies, page: 1, pageCount: 3, nextPage: 2 });
    const tops = page1.comments.filter((c) => c.parentId === null);
    expect(tops.map((c) => c.authorName)).toEqual(
      Array.from({ length: COMMENT_THREADS_PER_PAGE }, (_, i) => `Reader ${i + 1}`),
    );
    // The replies of those threads come along, even one written after later threads.
    expect(page1.comments.filter((c) => c.parentId !== null)).toHaveLength(4);
    expect(first.body).not.toContain('@example.org');
    expect(first.body).not.toContain('Thought 9999');

    const page3 = (await list(`itemId=${postId}&page=3`)).json() as Listed;
    expect(page3).toMatchObject({ page: 3, pageCount: 3, nextPage: null });
    expect(page3.comments.filter((c) => c.parentId === null)).toHaveLength(5);
    expect(page3.comments.map((c) => c.authorName)).toContain('Reader 1045');
    expect(((await list(`itemId=${postId}&page=4`)).json() as Listed).comments).toEqual([]);
  });

  it('refuses a page that is not a positive number, and keeps other websites out', async () => {
    for (const page of ['0', '-1', 'two', '1.5']) {
      const bad = await list(`itemId=${postId}&page=${page}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('page');
    }
    expect((await list(`itemId=${postId}`, other.host)).statusCode).toBe(404);
  });

  it('renders the first page with a real link to one page more, which the server renders', async () => {
    const page = (query = '') =>
      app.inject({ url: `/journal/hello-world${query}`, headers: { host: site.host } });
    const first = (await page()).body;
    expect(first).toContain('Thought 20<');
    expect(first).not.toContain('Thought 21<');
    expect(first).toContain(`href="?commentsPage=2#comments-${postId}"`);
    expect(first).toContain('Load more comments');
    // The count label stays the total.
    expect(first).toContain(`${THREADS + 9} Comments`);

    const more = await page('?commentsPage=2');
    expect(more.statusCode).toBe(200);
    expect(more.body).toContain('Thought 1<');
    expect(more.body).toContain('Thought 40<');
    expect(more.body).not.toContain('Thought 41<');
    expect(more.body).toContain(`href="?commentsPage=3#comments-${postId}"`);

    const all = (await page('?commentsPage=3')).body;
    expect(all).toContain('Thought 45<');
    expect(all).not.toContain('Load more comments');
    // A page number past the end or not a number shows what there is, never an error.
    expect((await page('?commentsPage=99')).body).toContain('Thought 45<');
    expect((await page('?commentsPage=abc')).body).toContain('Thought 20<');
  });
});

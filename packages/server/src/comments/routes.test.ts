import { PUBLIC_API_PATHS } from '@tessera/core';
import {
  findItemByUrlId,
  listJobs,
  updateItem,
  updateWebsite,
  type Executor,
  type WebsiteSettings,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { visitor, type Visitor } from '../testing/visitor.js';

async function withSettings(db: Executor, site: SeededSite, patch: Partial<WebsiteSettings>): Promise<void> {
  await updateWebsite(db, site.website.id, {
    settings: { ...site.website.settings, ...patch } as WebsiteSettings,
  });
}

/** Fetches the item's comment challenge and solves it as the browser widget does. */
async function solved(who: Visitor, itemId: string): Promise<string> {
  const response = await who.get(`${PUBLIC_API_PATHS.commentCaptcha}?itemId=${itemId}`);
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

eachDialect('comments', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let other: SeededSite;
  let postId: string;
  let otherPostId: string;
  let draftId: string;

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    [site, other] = await Promise.all([seedSite(db), seedSite(db)]);
    const [mine, theirs] = await Promise.all([
      seedRenderSite(db, site.website.id),
      seedRenderSite(db, other.website.id),
    ]);
    const open = async (s: SeededSite, blog: string, urlId: string) => {
      const item = await findItemByUrlId(db, s.website.id, blog, urlId);
      if (!item) throw new Error('seeded post missing');
      await updateItem(db, s.website.id, item.id, { commentState: 1 });
      return item.id;
    };
    postId = await open(site, mine.blogId, 'hello-world');
    otherPostId = await open(other, theirs.blogId, 'hello-world');
    draftId = await open(site, mine.blogId, 'unfinished');
  });
  afterAll(async () => app.close());

  const page = async (s: SeededSite) => {
    const response = await app.inject({ url: '/journal/hello-world?format=json', headers: { host: s.host } });
    return response.json() as { item: { publicCommentCount: number } };
  };
  const approvedOf = async (s: SeededSite, itemId: string) =>
    (
      await app.inject({
        url: `${PUBLIC_API_PATHS.itemComments}?itemId=${itemId}`,
        headers: { host: s.host },
      })
    ).json() as {
      comments: { id: string; parentId: string | null; authorName: string; bodyHtml: string }[];
      count: number;
    };

  it('holds a guest comment for moderation, tells the moderators, and publishes it once approved', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const captcha = await solved(guest, postId);
    const posted = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      itemId: postId,
      name: 'Ada',
      email: 'Ada@Example.org',
      body: 'Lovely <script>alert(1)</script><a href="https://x.test">kiln</a>',
      notifyReplies: true,
      captcha,
    });
    expect(posted.statusCode).toBe(200);
    const answer = posted.json() as { status: string; message: string; comment: Record<string, unknown> };
    // A retry whose first answer was lost finds the comment it stored (its captcha is spent).
    const retried = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      itemId: postId,
      name: 'Ada',
      email: 'ada@example.org',
      body: 'Lovely <script>alert(1)</script><a href="https://x.test">kiln</a>',
      notifyReplies: true,
      captcha,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ comment: { id: answer.comment['id'] } });
    expect(answer.status).toBe('pending');
    expect(answer.message).toBe('Your comment is awaiting moderation.');
    expect(answer.comment).not.toHaveProperty('authorEmail');
    expect(answer.comment['bodyHtml']).toBe(
      '<p>Lovely <a href="https://x.test" rel="nofollow ugc">kiln</a></p>',
    );
    expect((await approvedOf(site, postId)).count).toBe(0);
    expect((await page(site)).item.publicCommentCount).toBe(0);
    const mails = async () =>
      (await listJobs(db, site.website.id))
        .filter((j) => j.type === 'send-mail')
        .map((j) => j.payload as { to: string; subject: string });
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: site.ownerEmail,
        subject: `New comment awaiting moderation on ${site.website.title}`,
      }),
    ]);

    const owner = await signIn(app, site);
    const queue = await app.inject({ url: '/api/admin/comments?status=pending', headers: owner.headers });
    expect(queue.statusCode).toBe(200);
    const pending = (queue.json() as { comments: { id: string; authorEmail: string; itemTitle: string }[] })
      .comments;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ authorEmail: 'ada@example.org', itemTitle: 'Hello World' });
    const id = pending[0]?.id ?? '';
    const approve = () =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/comments/${id}/status`,
        headers: owner.headers,
        payload: { status: 'approved' },
      });
    const approved = await approve();
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ previousStatus: 'pending', comment: { status: 'approved' } });
    // A retried click changes nothing more.
    expect((await approve()).json()).toMatchObject({ previousStatus: 'approved' });
    const list = await approvedOf(site, postId);
    expect(list.count).toBe(1);
    expect(JSON.stringify(list)).not.toContain('ada@example.org');
    expect((await page(site)).item.publicCommentCount).toBe(1);
    const html = await app.inject({ url: '/journal/hello-world', headers: { host: site.host } });
    expect(html.body).toContain('>1 Comment<');
    expect(html.body).toContain('data-island="comments"');
    expect(html.body).toContain('aria-label="Add a comment"');
    expect(html.body).toContain('Comment by Ada');
    expect(html.body).not.toContain('ada@example.org');

    // Undo: the inverse command puts it back in the queue.
    const undo = await app.inject({
      method: 'PUT',
      url: `/api/admin/comments/${id}/status`,
      headers: owner.headers,
      payload: { status: 'pending' },
    });
    expect(undo.json()).toMatchObject({ previousStatus: 'approved' });
    expect((await approvedOf(site, postId)).count).toBe(0);
    await approve();
  });

  it('threads a reply under its parent and refuses a reply to a comment of another item', async () => {
    await withSettings(db, site, { commentsRequireApproval: false });
    site.website.settings = { ...site.website.settings, commentsRequireApproval: false };
    const [parent] = (await approvedOf(site, postId)).comments;
    const guest = visitor(app, site.host);
    await guest.get('/');
    const reply = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      itemId: postId,
      parentId: parent?.id,
      name: 'Bo',
      email: 'bo@example.org',
      body: 'Agreed',
      captcha: await solved(guest, postId),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'approved', comment: { parentId: parent?.id, depth: 1 } });
    expect((await approvedOf(site, postId)).count).toBe(2);
    // Ada asked to hear of replies: once Bo's is public, she gets one mail.
    const jobs = await listJobs(db, site.website.id);
    const toAda = jobs
      .map((j) => j.payload as { to: string; subject: string })
      .filter((m) => m.to === 'ada@example.org');
    expect(toAda).toEqual([
      expect.objectContaining({ subject: `Bo replied to your comment on ${site.website.title}` }),
    ]);
    const stray = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      itemId: draftId,
      parentId: parent?.id,
      name: 'Bo',
      email: 'bo@example.org',
      body: 'Elsewhere',
      captcha: 'x',
    });
    expect(stray.statusCode).toBe(404);
  });

  it('refuses a guest without the captcha, without a name, or when guests may not comment', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const base = { itemId: postId, name: 'Cy', email: 'cy@example.org', body: 'Hi' };
    const noCaptcha = await guest.json('POST', PUBLIC_API_PATHS.itemComments, base);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ error: 'Complete CAPTCHA before submitting.' });
    const unnamed = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      ...base,
      name: ' ',
      body: '<script></script>',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      errors: { name: 'Please enter your name.', body: 'Please write a comment.' },
    });
    await withSettings(db, site, { commentGuestsAllowed: false });
    site.website.settings = { ...site.website.settings, commentGuestsAllowed: false };
    const refused = await guest.json('POST', PUBLIC_API_PATHS.itemComments, base);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'Please sign in to comment.' });
    await withSettings(db, site, { commentGuestsAllowed: true });
    site.website.settings = { ...site.website.settings, commentGuestsAllowed: true };
  });

  it('keeps comments closed when the site or the item says so, and without the crumb', async () => {
    const guest = visitor(app, other.host);
    await guest.get('/');
    const body = { itemId: otherPostId, name: 'Di', email: 'di@example.org', body: 'Hi', captcha: 'x' };
    await withSettings(db, other, { commentsEnabled: false });
    expect((await guest.json('POST', PUBLIC_API_PATHS.itemComments, body)).json()).toMatchObject({
      error: 'Comments are closed for this post.',
    });
    const noCrumb = await app.inject({
      method: 'POST',
      url: PUBLIC_API_PATHS.itemComments,
      headers: { host: other.host, 'content-type': 'application/json' },
      payload: body,
    });
    expect(noCrumb.statusCode).toBe(403);
    const bad = await guest.json('POST', PUBLIC_API_PATHS.itemComments, { ...body, itemId: '<script>' });
    expect(bad.statusCode).toBe(400);
  });

  it("never shows or moderates another website's comments", async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const foreign = await guest.json('POST', PUBLIC_API_PATHS.itemComments, {
      itemId: otherPostId,
      name: 'Eve',
      email: 'eve@example.org',
      body: 'Hi',
      captcha: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          url: `${PUBLIC_API_PATHS.itemComments}?itemId=${otherPostId}`,
          headers: { host: site.host },
        })
      ).statusCode,
    ).toBe(404);
    const [mine] = (await approvedOf(site, postId)).comments;
    const otherOwner = await signIn(app, other);
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/admin/comments/${mine?.id}/status`,
      headers: otherOwner.headers,
      payload: { status: 'spam' },
    });
    expect(moved.statusCode).toBe(404);
    const theirQueue = await app.inject({
      url: '/api/admin/comments?status=approved',
      headers: otherOwner.headers,
    });
    expect((theirQueue.json() as { comments: unknown[] }).comments).toEqual([]);
  });

  it("stops one address after five comments a minute with the spec's text", async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      const r = await guest.json('POST', PUBLIC_API_PATHS.itemComments, { itemId: postId, body: 'x' });
      statuses.push(r.statusCode);
      last = r.body;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(JSON.parse(last)).toMatchObject({ error: 'Please try again in a few seconds.' });
  });
});

import { PUBLIC_API_PATHS } from '@tessera/core';
import { findItemByUrlId, listCommentsByStatus, updateItem, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { signInAs, verifiedUser } from '../site-users/testing/account.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitor, type Visitor } from '../testing/visitor.js';

const PAGE = '/journal/hello-world';
/** What a browser adds to a form it posts from the site's own page (no crumb field: pages are shared). */
const FROM_THE_SITE = { 'sec-fetch-site': 'same-origin' };

async function solved(who: Visitor, itemId: string): Promise<string> {
  const response = await who.get(`${PUBLIC_API_PATHS.commentCaptcha}?itemId=${itemId}`);
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('unsolved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

interface Notice {
  status: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, unknown>;
}

eachDialect('comments posted without JavaScript', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  let other: SeededSite;
  let postId: string;
  let otherPostId: string;

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
    [site, other] = await Promise.all([seedSite(db), seedSite(db)]);
    const [mine, theirs] = await Promise.all([
      seedRenderSite(db, site.website.id),
      seedRenderSite(db, other.website.id),
    ]);
    const open = async (s: SeededSite, blog: string) => {
      const item = await findItemByUrlId(db, s.website.id, blog, 'hello-world');
      if (!item) throw new Error('seeded post missing');
      await updateItem(db, s.website.id, item.id, { commentState: 1 });
      return item.id;
    };
    postId = await open(site, mine.blogId);
    otherPostId = await open(other, theirs.blogId);
  });
  afterAll(async () => app.close());

  /** The redirect's target, checked to be the item's page at its comments. */
  const backTo = (location: unknown, itemId = postId) => {
    const url = new URL(String(location), 'http://x.invalid');
    expect(url.pathname).toBe(PAGE);
    expect(url.hash).toBe(`#comments-${itemId}`);
    return `${url.pathname}${url.search}`;
  };
  const noticeOn = async (who: Visitor, path: string) => {
    const response = await who.get(`${path}&format=json`);
    const { notice } = (response.json() as { itemComments: { notice?: Notice } }).itemComments;
    // The poster's own outcome is never stored by a cache.
    if (notice) expect(response.headers['cache-control']).toContain('no-store');
    return notice;
  };

  it('sends a guest without the solved captcha back with its text and what they typed, once', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const fields = {
      itemId: postId,
      name: 'Ada',
      email: 'ada@example.org',
      body: 'Lovely glaze',
      notifyReplies: 'on',
    };
    const posted = await guest.form(PUBLIC_API_PATHS.itemComments, fields);
    expect(posted.statusCode).toBe(303);
    const path = backTo(posted.headers.location);
    // Another browser opening the same address sees nothing of it.
    expect(await noticeOn(visitor(app, site.host), path)).toBeUndefined();
    expect(await noticeOn(guest, path)).toEqual({
      status: 'error',
      message: 'Complete CAPTCHA before submitting.',
      fieldErrors: {},
      values: {
        name: 'Ada',
        email: 'ada@example.org',
        body: 'Lovely glaze',
        parentId: null,
        notifyReplies: true,
      },
    });
    expect(await noticeOn(guest, path)).toBeUndefined();
    // Taken once: the page shows it no more.
    const html = await guest.get(posted.headers.location as string);
    expect(html.body).not.toContain('Complete CAPTCHA before submitting.');
  });

  it('shows the field messages of a refused comment on the page', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const posted = await guest.form(PUBLIC_API_PATHS.itemComments, {
      itemId: postId,
      name: ' ',
      email: 'nope',
      body: '<script></script>',
    });
    const html = await guest.get(posted.headers.location as string);
    expect(html.statusCode).toBe(200);
    expect(html.headers['cache-control']).toContain('no-store');
    for (const text of [
      'One or more fields is invalid, please check your entries.',
      'Please enter your name.',
      'Please enter a valid email address.',
      'Please write a comment.',
    ]) {
      expect(html.body).toContain(text);
    }
    expect(html.body).toContain('value="nope"');
  });

  it('holds a guest comment whose form carried the solved captcha for moderation', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const altcha = await solved(guest, postId);
    const body = 'Posted by the form itself';
    const posted = await guest.form(
      PUBLIC_API_PATHS.itemComments,
      { itemId: postId, name: 'Bo', email: 'bo@example.org', body, altcha, crumb: '' },
      FROM_THE_SITE,
    );
    expect(posted.statusCode).toBe(303);
    const notice = await noticeOn(guest, backTo(posted.headers.location));
    expect(notice).toMatchObject({ status: 'success', message: 'Your comment is awaiting moderation.' });
    expect(notice?.values).toMatchObject({ name: 'Bo', email: 'bo@example.org', body: '' });
    const pending = await listCommentsByStatus(db, site.website.id, 'pending', 50);
    expect(pending.filter((c) => c.body_html === `<p>${body}</p>`)).toHaveLength(1);
  });

  it("posts as the signed-in site user on the session's cookie, without the captcha", async () => {
    const reader = visitor(app, site.host);
    await reader.get('/');
    await verifiedUser(app, db, site.website.id, reader, 'reader@example.org');
    expect((await signInAs(reader, 'reader@example.org')).statusCode).toBe(200);
    const body = 'Signed in, no script';
    const posted = await reader.form(
      PUBLIC_API_PATHS.itemComments,
      { itemId: postId, name: '', email: '', body, crumb: '' },
      FROM_THE_SITE,
    );
    const notice = await noticeOn(reader, backTo(posted.headers.location));
    expect(notice).toMatchObject({ status: 'success' });
    const pending = await listCommentsByStatus(db, site.website.id, 'pending', 50);
    const mine = pending.find((c) => c.body_html === `<p>${body}</p>`);
    expect(mine).toMatchObject({ author_name: 'Ada Lovelace', author_email: 'reader@example.org' });
  });

  it('refuses a post from another site and an item of another website', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    const fields = { itemId: postId, name: 'Eve', email: 'eve@example.org', body: 'Hi', crumb: '' };
    const forged = await guest.form(PUBLIC_API_PATHS.itemComments, fields, {
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.statusCode).toBe(403);
    const foreign = await guest.form(PUBLIC_API_PATHS.itemComments, {
      ...fields,
      itemId: otherPostId,
      crumb: guest.crumb,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await listCommentsByStatus(db, other.website.id, 'pending', 50)).length).toBe(0);
  });

  it('counts plain posts in the same per-address limit as the island', async () => {
    const guest = visitor(app, site.host);
    await guest.get('/');
    await guest.json('POST', PUBLIC_API_PATHS.itemComments, { itemId: postId, body: 'x' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await guest.form(PUBLIC_API_PATHS.itemComments, { itemId: postId, body: 'x' })).statusCode,
      );
    }
    expect(statuses).toEqual([303, 303, 303, 303, 429]);
  });
});

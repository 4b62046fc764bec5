import { CONTRIBUTOR_ROLES, type ContributorRole } from '@tessera/core';
import { findItemByUrlId, insertComment, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, signIn } from '../testing/harness.js';
import { ownerApi } from '../testing/owner-api.js';

// Issue 19: the moderation queue is for the moderator and commenter roles (6, 7), besides the
// site's managers; other roles may not see or change it.
eachDialect('comment moderation by role', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { RENDER_MICROCACHE: 'off' });
  });
  afterAll(async () => app.close());

  /** A site whose one contributor has `role`, with a guest's comment waiting on its first post. */
  async function siteWithPendingComment(role: ContributorRole) {
    const site = await seedSite(db, role);
    const { blogId } = await seedRenderSite(db, site.website.id);
    const item = await findItemByUrlId(db, site.website.id, blogId, 'hello-world');
    if (!item) throw new Error('seeded post missing');
    const comment = await insertComment(db, site.website.id, {
      itemId: item.id,
      parentId: null,
      depth: 0,
      authorName: 'Ada',
      authorEmail: 'ada@example.org',
      siteUserId: null,
      bodyHtml: '<p>Waiting</p>',
      status: 'pending',
      notifyReplies: false,
    });
    return { call: ownerApi(app, await signIn(app, site)), commentId: comment.id };
  }

  it.each([
    ['moderator', CONTRIBUTOR_ROLES.MODERATOR],
    ['commenter', CONTRIBUTOR_ROLES.COMMENTER],
  ])('lets the %s approve, mark as spam and delete', async (_name, role) => {
    const { call, commentId } = await siteWithPendingComment(role);
    const queue = await call('GET', '/api/admin/comments?status=pending');
    expect(queue.statusCode).toBe(200);
    expect((queue.json() as { comments: { id: string }[] }).comments.map((c) => c.id)).toEqual([commentId]);
    for (const [status, previousStatus] of [
      ['approved', 'pending'],
      ['spam', 'approved'],
      ['deleted', 'spam'],
    ]) {
      const changed = await call('PUT', `/api/admin/comments/${commentId}/status`, { status });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ comment: { status }, previousStatus });
    }
  });

  it.each([
    ['editor', CONTRIBUTOR_ROLES.EDITOR],
    ['viewer', CONTRIBUTOR_ROLES.VIEWER],
  ])('keeps the queue from the %s', async (_name, role) => {
    const { call, commentId } = await siteWithPendingComment(role);
    expect((await call('GET', '/api/admin/comments?status=pending')).statusCode).toBe(403);
    const refused = await call('PUT', `/api/admin/comments/${commentId}/status`, { status: 'approved' });
    expect(refused.statusCode).toBe(403);
  });
});

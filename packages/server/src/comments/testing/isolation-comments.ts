import { insertComment, type Executor } from '@tessera/db';
import type { IsolationFixture, SeedIds } from '../../testing/isolation-types.js';

/** A pending comment on website B's item, to aim A's calls at. */
export async function seedVictimComments(db: Executor, websiteId: string, itemId: string): Promise<SeedIds> {
  const comment = await insertComment(db, websiteId, {
    itemId,
    parentId: null,
    depth: 0,
    authorName: 'Secret Commenter',
    authorEmail: 'secret-commenter@victim.example',
    siteUserId: null,
    bodyHtml: '<p>secret comment</p>',
    status: 'pending',
    notifyReplies: false,
  });
  return { commentId: comment.id };
}

/** A's calls aimed at B's item and comment: each must find nothing and change nothing. */
export const COMMENT_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/content/comments': ({ ids }) => ({
    body: { itemId: ids['itemId'] ?? '', name: 'A', email: 'a@example.org', body: 'Hi', captcha: 'x' },
  }),
  'POST /api/admin/comments': ({ ids }) => ({ body: { itemId: ids['itemId'] ?? '', body: 'Hi' } }),
  'PUT /api/admin/comments/:commentId/status': () => ({ body: { status: 'approved' } }),
};

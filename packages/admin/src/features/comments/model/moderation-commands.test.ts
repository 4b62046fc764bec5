import { describe, expect, it } from 'vitest';
import type { ModeratedComment } from '../api/comments.js';
import { moderationCommand } from './moderation-commands.js';

const comment: ModeratedComment = {
  id: 'c1',
  parentId: null,
  depth: 0,
  authorName: 'Ada',
  authorEmail: 'ada@example.org',
  bodyHtml: '<p>Hi</p>',
  createdAt: 1,
  itemId: 'i1',
  itemTitle: 'Hello World',
  status: 'pending',
};

describe('moderation commands', () => {
  it('save the new status and undo to the status the comment had', () => {
    expect(moderationCommand('approve', comment)).toEqual({
      label: 'Approve comment by Ada',
      before: { commentId: 'c1', status: 'pending' },
      after: { commentId: 'c1', status: 'approved' },
    });
    expect(moderationCommand('spam', { ...comment, status: 'approved' })).toMatchObject({
      label: 'Mark comment by Ada as spam',
      before: { status: 'approved' },
      after: { status: 'spam' },
    });
    expect(moderationCommand('delete', comment).after.status).toBe('deleted');
  });
});

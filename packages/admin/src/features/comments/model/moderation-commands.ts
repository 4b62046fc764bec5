import type { ListCommand } from '../../../lib/saved-history.js';
import type { CommentStatus, ModeratedComment } from '../api/comments.js';

/** One comment in one status: what a moderation command saves. */
export interface CommentState {
  commentId: string;
  status: CommentStatus;
}

export type Moderation = 'approve' | 'delete' | 'spam';

/** The status each row action moves a comment to. */
export const MODERATION_STATUS: Readonly<Record<Moderation, CommentStatus>> = {
  approve: 'approved',
  delete: 'deleted',
  spam: 'spam',
};

const LABELS: Readonly<Record<Moderation, (name: string) => string>> = {
  approve: (name) => `Approve comment by ${name}`,
  delete: (name) => `Delete comment by ${name}`,
  spam: (name) => `Mark comment by ${name} as spam`,
};

/**
 * A row action as a command with its inverse: doing it saves the new status, undoing it the
 * status the comment had (deleting keeps the comment, so Undo can bring it back).
 *
 * @example
 * moderationCommand('approve', comment); // { label: 'Approve comment by Ada', before: {…'pending'}, after: {…'approved'} }
 */
export function moderationCommand(action: Moderation, comment: ModeratedComment): ListCommand<CommentState> {
  return {
    label: LABELS[action](comment.authorName),
    before: { commentId: comment.id, status: comment.status },
    after: { commentId: comment.id, status: MODERATION_STATUS[action] },
  };
}

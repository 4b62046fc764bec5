import type { ListCommand } from '../../../lib/saved-history.js';
import type { ModeratedComment, ReplyBody } from '../api/comments.js';
import type { CommentState } from './moderation-commands.js';

/**
 * A reply as the site, in one of its two states. `posted` is shared by the command's two sides:
 * the first do posts the reply and keeps its id there; Undo then deletes that reply and Redo
 * approves it again, so the same reply comes back instead of a second one.
 */
export interface ReplyState {
  reply: ReplyBody;
  posted: { commentId?: string };
  status: 'approved' | 'deleted';
}

/** What the Comments screen's history saves: a moderation status or a reply. */
export type CommentTarget = CommentState | ReplyState;

export function isReply(target: CommentTarget): target is ReplyState {
  return 'reply' in target;
}

/**
 * Replying to an approved comment as a command with its inverse.
 *
 * @example
 * replyCommand(comment, 'Thank you!'); // { label: 'Reply to Ada', after: {…'approved'}, before: {…'deleted'} }
 */
export function replyCommand(comment: ModeratedComment, body: string): ListCommand<ReplyState> {
  const reply = { itemId: comment.itemId, parentId: comment.id, body };
  const posted = {};
  return {
    label: `Reply to ${comment.authorName}`,
    before: { reply, posted, status: 'deleted' },
    after: { reply, posted, status: 'approved' },
  };
}

/**
 * Saves a reply's state: posts it the first time, afterwards moves the posted reply between
 * approved and deleted with `setStatus`.
 */
export async function saveReply(
  target: ReplyState,
  post: (reply: ReplyBody) => Promise<{ comment: { id: string } }>,
  setStatus: (commentId: string, status: ReplyState['status']) => Promise<void>,
): Promise<void> {
  const { commentId } = target.posted;
  if (commentId !== undefined) return setStatus(commentId, target.status);
  // Nothing was posted yet, so there is nothing to delete.
  if (target.status === 'deleted') return;
  target.posted.commentId = (await post(target.reply)).comment.id;
}

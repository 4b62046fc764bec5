import type { ResponseOf } from '@tessera/contract';

/** `GET /api/content/comments`: an item's approved comments. */
export type CommentListJson = ResponseOf<'/api/content/comments', 'get'>;
/** One public comment: never its author's e-mail address. */
export type CommentJson = CommentListJson['comments'][number];
/** `POST /api/content/comments`: pending or approved, the message to show and the comment. */
export type CommentPostedJson = ResponseOf<'/api/content/comments', 'post'>;

/** The outcome of this browser's comment posted without JavaScript, shown once (page context `notice`). */
export interface CommentNoticeJson {
  readonly status: 'success' | 'error';
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly values: {
    readonly name: string;
    readonly email: string;
    readonly body: string;
    readonly parentId: string | null;
    readonly notifyReplies: boolean;
  };
}

import type { FlagWithDefault, Json, WithDefault } from './columns.js';

/** A comment's moderation state; only `approved` comments are public. */
export type CommentStatus = 'pending' | 'approved' | 'spam' | 'deleted';

/** A visitor's comment on an item; `author_email` is never shown publicly. */
export interface CommentsTable {
  id: string;
  website_id: string;
  item_id: string;
  /** The comment this one replies to (same item), or null for a top-level comment. */
  parent_id: string | null;
  depth: WithDefault<number>;
  author_name: string;
  author_email: string;
  site_user_id: string | null;
  /** Already sanitised to the comment subset when stored. */
  body_html: string;
  status: CommentStatus;
  /** 1 when the author asked for an e-mail once a reply to this comment is approved. */
  notify_replies: FlagWithDefault;
  created_at: number;
  updated_at: number;
}

/** A comment posted without JavaScript: its outcome, until the poster's page shows it once. */
export interface CommentFlashesTable {
  id: string;
  website_id: string;
  item_id: string;
  /** SHA-256 of the poster's crumb cookie, so only that browser can read it. */
  visitor_hash: string;
  payload: Json<unknown>;
  created_at: number;
  expires_at: number;
}

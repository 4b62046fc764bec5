import type { Result } from '../result.js';
import { err, ok } from '../result.js';

/** An item's comment state (platform spec §4): 1 is "comments on". */
export const COMMENT_STATES = { OFF: 0, ON: 1 } as const;

/** Longest comment body and author name accepted, in characters. */
export const MAX_COMMENT_LENGTH = 10_000;
export const MAX_COMMENTER_NAME_LENGTH = 100;
/** Replies nest this deep at most; a reply to a deeper comment joins its parent's thread. */
export const MAX_COMMENT_DEPTH = 3;

/** The collection setting ('Allow comments on this collection') kept in a collection's settings. */
export const COLLECTION_COMMENTS_KEY = 'commentsEnabled';

/**
 * Whether a collection takes comments on its items: on unless its settings turn them off, so
 * blogs made before the switch existed keep their comments.
 */
export function collectionTakesComments(
  settings: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  return settings?.[COLLECTION_COMMENTS_KEY] !== false;
}

/** Items shown in pages of this many top-level comments (each with its replies). */
export const COMMENT_THREADS_PER_PAGE = 20;

export interface CommentSettings {
  /** The website's `commentsEnabled`. */
  readonly siteEnabled: boolean;
  /** The collection allows comments on its items. */
  readonly collectionEnabled: boolean;
  /** The item's `commentState`. */
  readonly itemState: number;
  /** Guests may comment with a name and an e-mail address; otherwise only signed-in site users. */
  readonly guestsAllowed: boolean;
}

export interface CommentAuthor {
  /** The signed-in site user, if any. */
  readonly siteUserId?: string;
  readonly name?: string;
  readonly email?: string;
}

export type CommentRefusal = 'comments-closed' | 'sign-in-required' | 'name-and-email-required';

/**
 * Whether this author may comment on the item now: the site, the collection and the item must all
 * allow comments; a guest needs the guest setting and both a name and an e-mail address.
 *
 * @example
 * mayComment({ siteEnabled: true, collectionEnabled: true, itemState: 1, guestsAllowed: false }, {});
 * // { ok: false, error: 'sign-in-required' }
 */
export function mayComment(settings: CommentSettings, author: CommentAuthor): Result<true, CommentRefusal> {
  if (!settings.siteEnabled || !settings.collectionEnabled || settings.itemState !== COMMENT_STATES.ON) {
    return err('comments-closed');
  }
  if (author.siteUserId !== undefined) return ok(true);
  if (!settings.guestsAllowed) return err('sign-in-required');
  const named = (author.name ?? '').trim() !== '' && (author.email ?? '').trim() !== '';
  return named ? ok(true) : err('name-and-email-required');
}

/**
 * The depth a reply takes: one below its parent, but never past `MAX_COMMENT_DEPTH`, where a
 * reply stays at its parent's depth (its thread parent is then the parent's own parent).
 */
export function replyDepth(parentDepth: number): number {
  return Math.min(parentDepth + 1, MAX_COMMENT_DEPTH);
}

/** Spec (platform §9) comment labels: 'No Comments', '1 Comment', 'N Comments'. */
export function commentCountLabel(count: number): string {
  if (count === 1) return '1 Comment';
  return count > 0 ? `${count} Comments` : 'No Comments';
}

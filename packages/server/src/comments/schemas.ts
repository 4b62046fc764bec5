import { MAX_COMMENT_LENGTH, MAX_COMMENTER_NAME_LENGTH } from '@tessera/core';
import { rowId } from '@tessera/contract';
import { z } from 'zod';

export const COMMENT_STATUSES = ['pending', 'approved', 'spam', 'deleted'] as const;

export const commentItemQuery = z.object({ itemId: rowId });

/** Far past any real conversation; keeps a page number a plain small integer. */
const MAX_COMMENT_PAGE = 10_000;

/** One page of an item's approved threads ('Load more comments'). */
export const commentPageQuery = z.object({
  itemId: rowId,
  page: z.coerce.number().int().min(1).max(MAX_COMMENT_PAGE).default(1),
});

/** `?commentsPage=` of an item's page without JavaScript: pages 1 to it are shown; a bad value is page 1. */
export function commentsPageParam(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(n, 1), MAX_COMMENT_PAGE);
}

/**
 * A visitor's comment or reply, as JSON or as the comment form's plain post. A guest gives a name and an e-mail address (checked by the
 * service, so both get the form's messages); a signed-in site user's come from the account.
 */
export const commentBody = z.object({
  itemId: rowId,
  parentId: rowId.optional(),
  name: z.string().max(MAX_COMMENTER_NAME_LENGTH).optional(),
  email: z.string().max(256).optional(),
  body: z.string().max(MAX_COMMENT_LENGTH),
  /** E-mail me when a reply to this comment is approved ('on': the plain form's ticked box). */
  notifyReplies: z.union([z.boolean(), z.literal('on')]).optional(),
  /** The solved ALTCHA payload; guests only. */
  captcha: z.string().max(10_000).optional(),
  /** The same, as the captcha widget names it in a plain form post. */
  altcha: z.string().max(10_000).optional(),
  /** A plain post's crumb field, when it has one (the page has none: it stays cacheable). */
  crumb: z.string().max(128).optional(),
});
export type CommentBody = z.infer<typeof commentBody>;

/** A contributor's comment or reply, posted as the site (`comments.write`); public at once. */
export const contributorCommentBody = z
  .object({ itemId: rowId, parentId: rowId.optional(), body: z.string().max(MAX_COMMENT_LENGTH) })
  .strict();
export type ContributorCommentBody = z.infer<typeof contributorCommentBody>;

/** A comment as visitors see it: never the author's e-mail address. */
export const publicComment = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  depth: z.number().int().nonnegative(),
  authorName: z.string(),
  bodyHtml: z.string(),
  createdAt: z.number(),
});
export type PublicComment = z.infer<typeof publicComment>;

export const commentList = z.object({
  /** The page's top-level comments, each followed by its replies, oldest first. */
  comments: z.array(publicComment),
  /** All the item's approved comments (the count label), not only this page's. */
  count: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageCount: z.number().int().positive(),
  /** The page to ask for next ('Load more comments'), or null after the last. */
  nextPage: z.number().int().positive().nullable(),
});

export const commentPosted = z.object({
  status: z.enum(['pending', 'approved']),
  message: z.string(),
  comment: publicComment,
});

export const moderationQuery = z.object({
  status: z.enum(COMMENT_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const commentIdParams = z.object({ commentId: rowId });

/** Setting the same status twice is harmless, so a retried click changes nothing more. */
export const commentStatusBody = z.object({ status: z.enum(COMMENT_STATUSES) }).strict();

export const moderatedComment = publicComment.extend({
  itemId: z.string(),
  itemTitle: z.string(),
  authorEmail: z.string(),
  status: z.enum(COMMENT_STATUSES),
});

export const moderationList = z.object({ comments: z.array(moderatedComment) });

/** The comment after the change and the status it had, which the studio's undo sets back. */
export const commentStatusChange = z.object({
  comment: moderatedComment,
  previousStatus: z.enum(COMMENT_STATUSES),
});

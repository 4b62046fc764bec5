import {
  CAPTCHA_ACTIONS,
  collectionTakesComments,
  commentThreadPages,
  isValidEmail,
  MAX_COMMENT_DEPTH,
  mayComment,
  replyDepth,
  type CommentRefusal,
} from '@tessera/core';
import {
  clockOf,
  findCollection,
  findComment,
  findRepeatedComment,
  findCommentableItem,
  insertComment,
  listApprovedComments,
  type CommentableItem,
  type CommentRow,
  type Website,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import type { ErrorCode } from '../errors.js';
import type { CaptchaProvider } from '../forms/index.js';
import { itemUrl } from '../render/index.js';
import { queueAwaitingModerationMail, queueReplyApprovedMail, type CommentMailSite } from './comment-mail.js';
import { commentSettingsOf } from './comment-settings.js';
import { sanitizeComment } from './sanitize-comment.js';
import type { CommentBody, ContributorCommentBody, PublicComment } from './schemas.js';
import { COMMENT_TEXTS } from './texts.js';

/** The comment as a page shows it: never the author's e-mail address. */
export function publicCommentOf(row: CommentRow): PublicComment {
  return {
    id: row.id,
    parentId: row.parent_id,
    depth: row.depth,
    authorName: row.author_name,
    bodyHtml: row.body_html,
    createdAt: row.created_at,
  };
}

/** Our comments show on the item: it is public, the site has them on (no Disqus) and so has its collection. */
export function showsOurComments(
  website: Website,
  item: CommentableItem | undefined,
): item is CommentableItem {
  const settings = commentSettingsOf(website);
  return (
    item !== undefined &&
    settings.enabled &&
    settings.disqusShortname === '' &&
    collectionTakesComments(item.collection_settings)
  );
}

/** Pages `first`..`last` of an item's approved threads (oldest first) and the total of approved comments. */
export interface CommentsPage {
  comments: PublicComment[];
  count: number;
  page: number;
  pageCount: number;
  nextPage: number | null;
}

/**
 * Pages of an item's approved comments, cut by top-level threads; undefined when the item's page
 * shows none of ours (not public, comments off for the site or the collection, or Disqus).
 */
export async function itemComments(
  ctx: ServiceContext,
  website: Website,
  itemId: string,
  first: number,
  last: number = first,
): Promise<CommentsPage | undefined> {
  const item = await findCommentableItem(ctx.db, ctx.websiteId, itemId);
  if (!showsOurComments(website, item)) return undefined;
  const all = (await listApprovedComments(ctx.db, ctx.websiteId, itemId)).map(publicCommentOf);
  const paged = commentThreadPages(all, first, last);
  return { ...paged, count: all.length, page: last };
}

/** The 'Email me when someone replies' box: `true` as JSON, 'on' from the plain form. */
export function wantsReplyMail(body: CommentBody): boolean {
  return body.notifyReplies === true || body.notifyReplies === 'on';
}

/** How long a repeated post counts as a retry of the first. */
const REPEAT_WINDOW_MS = 10 * 60_000;

function messageFor(comment: CommentRow): string {
  return comment.status === 'approved' ? COMMENT_TEXTS.published : COMMENT_TEXTS.awaitingModeration;
}

/** Who is commenting: the signed-in site user, else a guest. */
export interface Commenter {
  siteUser: { id: string; name: string; email: string } | null;
}

export type PostOutcome =
  | { ok: true; comment: CommentRow; message: string }
  | { ok: false; code: ErrorCode; fields?: Record<string, string> };

const REFUSAL_CODES: Record<CommentRefusal, ErrorCode> = {
  'comments-closed': 'comments-closed',
  'sign-in-required': 'comment-sign-in-required',
  'name-and-email-required': 'validation-failed',
};

function guestFieldErrors(body: CommentBody): Record<string, string> {
  const errors: Record<string, string> = {};
  if ((body.name ?? '').trim() === '') errors['name'] = COMMENT_TEXTS.nameMissing;
  if (!isValidEmail((body.email ?? '').trim())) errors['email'] = COMMENT_TEXTS.emailInvalid;
  return errors;
}

/** The thread place of a reply: a reply past the deepest level joins its parent's thread. */
async function placeOf(ctx: ServiceContext, itemId: string, parentId: string | undefined) {
  if (parentId === undefined) return { parentId: null, depth: 0 };
  const parent = await findComment(ctx.db, ctx.websiteId, parentId);
  if (!parent || parent.item_id !== itemId || parent.status !== 'approved') return undefined;
  const joinsThread = parent.depth >= MAX_COMMENT_DEPTH && parent.parent_id !== null;
  return { parentId: joinsThread ? parent.parent_id : parent.id, depth: replyDepth(parent.depth) };
}

/**
 * A visitor's comment or reply: the site, the item and the commenter must be allowed, a guest
 * must pass the captcha, and the body must keep something once sanitised. It waits for a
 * moderator unless the site publishes comments at once.
 */
export async function postComment(
  ctx: ServiceContext,
  website: Website,
  site: CommentMailSite,
  captcha: CaptchaProvider,
  commenter: Commenter,
  body: CommentBody,
): Promise<PostOutcome> {
  const settings = commentSettingsOf(website);
  const item = await findCommentableItem(ctx.db, ctx.websiteId, body.itemId);
  if (!item || settings.disqusShortname !== '') return { ok: false, code: 'not-found' };
  const author = commenter.siteUser
    ? { siteUserId: commenter.siteUser.id, name: commenter.siteUser.name, email: commenter.siteUser.email }
    : { name: body.name, email: body.email };
  const allowed = mayComment(
    {
      siteEnabled: settings.enabled,
      collectionEnabled: collectionTakesComments(item.collection_settings),
      itemState: item.comment_state,
      guestsAllowed: settings.guestsAllowed,
    },
    author,
  );
  const guestErrors = commenter.siteUser ? {} : guestFieldErrors(body);
  if (!allowed.ok && allowed.error !== 'name-and-email-required')
    return { ok: false, code: REFUSAL_CODES[allowed.error] };
  const bodyHtml = sanitizeComment(body.body);
  const fields = { ...guestErrors, ...(bodyHtml === '' && { body: COMMENT_TEXTS.bodyMissing }) };
  if (Object.keys(fields).length > 0) return { ok: false, code: 'validation-failed', fields };
  const place = await placeOf(ctx, item.id, body.parentId);
  if (!place) return { ok: false, code: 'comment-reply-unavailable' };
  const authorEmail = (author.email ?? '').trim();
  // A retry (the answer was lost) finds what it stored; a guest's captcha would not pass twice.
  const since = clockOf(ctx.db).now() - REPEAT_WINDOW_MS;
  const repeated = await findRepeatedComment(ctx.db, ctx.websiteId, {
    itemId: item.id,
    parentId: place.parentId,
    authorEmail,
    bodyHtml,
    since,
  });
  if (repeated) return { ok: true, comment: repeated, message: messageFor(repeated) };
  if (!commenter.siteUser) {
    const formId = `comment-${item.id}`;
    const verdict = await captcha.verify({
      db: ctx.db,
      websiteId: ctx.websiteId,
      formId,
      action: CAPTCHA_ACTIONS.formBlock,
      token: body.captcha ?? body.altcha,
    });
    if (!verdict.ok)
      return { ok: false, code: verdict.error === 'missing' ? 'captcha-incomplete' : 'captcha-failed' };
  }
  const status = settings.requireApproval ? 'pending' : 'approved';
  const comment = await insertComment(ctx.db, ctx.websiteId, {
    itemId: item.id,
    ...place,
    authorName: (author.name ?? '').trim(),
    authorEmail,
    siteUserId: commenter.siteUser?.id ?? null,
    bodyHtml,
    status,
    notifyReplies: wantsReplyMail(body),
  });
  if (status === 'pending') await queueAwaitingModerationMail(ctx.db, site, comment, item.title);
  else await tellParentOfReply(ctx, site, comment);
  return { ok: true, comment, message: messageFor(comment) };
}

/** Once a reply is public, its parent's author hears of it if they asked to. */
export async function tellParentOfReply(
  ctx: ServiceContext,
  site: CommentMailSite,
  reply: CommentRow,
): Promise<void> {
  if (reply.parent_id === null) return;
  const parent = await findComment(ctx.db, ctx.websiteId, reply.parent_id);
  const item = await findCommentableItem(ctx.db, ctx.websiteId, reply.item_id);
  const collection = item && (await findCollection(ctx.db, ctx.websiteId, item.collection_id));
  if (!parent || !item || !collection) return;
  await queueReplyApprovedMail(ctx.db, site, parent, reply, itemUrl(collection, item.url_id));
}

/** The address of the item's page, when it takes comments' visitors (public, in a public collection). */
export async function commentItemPath(ctx: ServiceContext, itemId: string): Promise<string | undefined> {
  const item = await findCommentableItem(ctx.db, ctx.websiteId, itemId);
  const collection = item && (await findCollection(ctx.db, ctx.websiteId, item.collection_id));
  return item && collection ? itemUrl(collection, item.url_id) : undefined;
}

/** Who posts as the site: the signed-in contributor's name and address. */
export interface ContributorAuthor {
  displayName: string;
  email: string;
}

/**
 * A contributor's comment or reply (admin, editor, moderator, commenter…): public at once under
 * the contributor's name, on any public item of the site, also where visitors' comments are closed.
 */
export async function postAsContributor(
  ctx: ServiceContext,
  site: CommentMailSite,
  author: ContributorAuthor,
  body: ContributorCommentBody,
): Promise<PostOutcome> {
  const item = await findCommentableItem(ctx.db, ctx.websiteId, body.itemId);
  if (!item) return { ok: false, code: 'not-found' };
  const bodyHtml = sanitizeComment(body.body);
  if (bodyHtml === '')
    return { ok: false, code: 'validation-failed', fields: { body: COMMENT_TEXTS.bodyMissing } };
  const place = await placeOf(ctx, item.id, body.parentId);
  if (!place) return { ok: false, code: 'comment-reply-unavailable' };
  const since = clockOf(ctx.db).now() - REPEAT_WINDOW_MS;
  const input = { itemId: item.id, parentId: place.parentId, authorEmail: author.email, bodyHtml, since };
  const repeated = await findRepeatedComment(ctx.db, ctx.websiteId, input);
  if (repeated) return { ok: true, comment: repeated, message: messageFor(repeated) };
  const comment = await insertComment(ctx.db, ctx.websiteId, {
    ...input,
    depth: place.depth,
    authorName: author.displayName.trim() || site.siteTitle,
    siteUserId: null,
    status: 'approved',
    notifyReplies: false,
  });
  await tellParentOfReply(ctx, site, comment);
  return { ok: true, comment, message: messageFor(comment) };
}

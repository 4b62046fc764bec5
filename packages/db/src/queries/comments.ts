import { newId } from '../ids.js';
import type { CommentStatus } from '../schema/comments.js';
import type { Executor } from './executor.js';
import { isPublicItem } from './public-content.js';
import { clockOf } from '../clock.js';
import { rowDecoder, type JsonText } from '../schema/columns.js';

/** A comment as the server reads it; `author_email` must never reach a public answer. */
export interface CommentRow {
  id: string;
  item_id: string;
  parent_id: string | null;
  depth: number;
  author_name: string;
  author_email: string;
  site_user_id: string | null;
  body_html: string;
  status: CommentStatus;
  notify_replies: 0 | 1;
  created_at: number;
  updated_at: number;
}

export interface CommentInput {
  itemId: string;
  parentId: string | null;
  depth: number;
  authorName: string;
  /** Stored trimmed and lower-cased. */
  authorEmail: string;
  siteUserId: string | null;
  bodyHtml: string;
  status: CommentStatus;
  notifyReplies: boolean;
  now?: number;
}

const COLUMNS = [
  'id',
  'item_id',
  'parent_id',
  'depth',
  'author_name',
  'author_email',
  'site_user_id',
  'body_html',
  'status',
  'notify_replies',
  'created_at',
  'updated_at',
] as const;

export interface CommentableItem {
  id: string;
  title: string;
  url_id: string;
  collection_id: string;
  comment_state: number;
  /** The collection's settings ('Allow comments on this collection' is kept there). */
  collection_settings: Record<string, unknown>;
}

type CommentableRow = Omit<CommentableItem, 'collection_settings'> & {
  collection_settings: JsonText<Record<string, unknown>>;
};
const decodeCommentable = rowDecoder<CommentableRow>(['collection_settings'], []);

/** The public item a visitor may comment on, with its comment state; undefined when none. */
export async function findCommentableItem(
  db: Executor,
  websiteId: string,
  itemId: string,
  now: number = clockOf(db).now(),
): Promise<CommentableItem | undefined> {
  const row = await db
    .selectFrom('items')
    .innerJoin('collections', (j) =>
      j
        .onRef('collections.website_id', '=', 'items.website_id')
        .onRef('collections.id', '=', 'items.collection_id'),
    )
    .select(['items.id', 'items.title', 'items.url_id', 'items.collection_id', 'items.comment_state'])
    .select('collections.settings as collection_settings')
    .where('items.website_id', '=', websiteId)
    .where('items.id', '=', itemId)
    .where('collections.enabled', '=', 1)
    // A members-only post's conversation is not for every visitor.
    .where('collections.page_permission', '=', 'public')
    .where(isPublicItem(now))
    .executeTakeFirst();
  return row && decodeCommentable(row);
}

/** Stores a comment and returns it. */
export async function insertComment(
  db: Executor,
  websiteId: string,
  input: CommentInput,
): Promise<CommentRow> {
  const now = input.now ?? clockOf(db).now();
  return db
    .insertInto('comments')
    .values({
      id: newId(),
      website_id: websiteId,
      item_id: input.itemId,
      parent_id: input.parentId,
      depth: input.depth,
      author_name: input.authorName,
      author_email: input.authorEmail.trim().toLowerCase(),
      site_user_id: input.siteUserId,
      body_html: input.bodyHtml,
      status: input.status,
      notify_replies: input.notifyReplies ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** One comment of the website, whatever its status. */
export async function findComment(
  db: Executor,
  websiteId: string,
  id: string,
): Promise<CommentRow | undefined> {
  return db
    .selectFrom('comments')
    .select(COLUMNS)
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** An item's approved comments, oldest first (the order threads read in). */
export async function listApprovedComments(
  db: Executor,
  websiteId: string,
  itemId: string,
): Promise<CommentRow[]> {
  return db
    .selectFrom('comments')
    .select(COLUMNS)
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Approved comment counts of the website's items, in one statement; items with none are absent. */
export async function countApprovedComments(
  db: Executor,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .select((eb) => ['item_id', eb.fn.countAll<number | string>().as('count')])
    .where('website_id', '=', websiteId)
    .where('item_id', 'in', [...new Set(itemIds)])
    .where('status', '=', 'approved')
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.count)]));
}

/** A comment in the moderation list: the comment and the title of its item. */
export type ModeratedComment = CommentRow & { item_title: string };

/** The website's comments in one status, newest first, at most `limit`. */
export async function listCommentsByStatus(
  db: Executor,
  websiteId: string,
  status: CommentStatus,
  limit: number,
): Promise<ModeratedComment[]> {
  return db
    .selectFrom('comments')
    .innerJoin('items', (j) =>
      j.onRef('items.website_id', '=', 'comments.website_id').onRef('items.id', '=', 'comments.item_id'),
    )
    .select(COLUMNS.map((c) => `comments.${c}` as const))
    .select('items.title as item_title')
    .where('comments.website_id', '=', websiteId)
    .where('comments.status', '=', status)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
}

/** Moves a comment to a status; returns the row before the change (undefined when none). */
export async function setCommentStatus(
  db: Executor,
  websiteId: string,
  id: string,
  status: CommentStatus,
  now: number = clockOf(db).now(),
): Promise<CommentRow | undefined> {
  const before = await findComment(db, websiteId, id);
  if (!before) return undefined;
  await db
    .updateTable('comments')
    .set({ status, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .execute();
  return before;
}

/**
 * The same author's same comment on the same item (and thread) since a time: a retried post
 * finds the one it already stored instead of adding a second.
 */
export async function findRepeatedComment(
  db: Executor,
  websiteId: string,
  input: { itemId: string; parentId: string | null; authorEmail: string; bodyHtml: string; since: number },
): Promise<CommentRow | undefined> {
  return db
    .selectFrom('comments')
    .select(COLUMNS)
    .where('website_id', '=', websiteId)
    .where('item_id', '=', input.itemId)
    .where('author_email', '=', input.authorEmail.trim().toLowerCase())
    .where('body_html', '=', input.bodyHtml)
    .where((eb) =>
      input.parentId === null ? eb('parent_id', 'is', null) : eb('parent_id', '=', input.parentId),
    )
    .where('created_at', '>=', input.since)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
}

import { COMMENT_THREADS_PER_PAGE } from './comment-policy.js';

/** What paging needs of a comment: its id and the comment it answers. */
export interface ThreadedComment {
  readonly id: string;
  readonly parentId: string | null;
}

export interface CommentPage<C> {
  /** The threads of the pages asked for, each top-level comment followed in order by its replies. */
  readonly comments: C[];
  /** Pages of top-level threads there are (at least 1). */
  readonly pageCount: number;
  /** The page after the last one given, or null when that was the last. */
  readonly nextPage: number | null;
}

/**
 * Pages `first`..`last` (1-based, inclusive) of an item's conversation, cut by top-level threads so
 * that a thread is never split. `comments` come oldest first; a reply whose parent is not among
 * them (no longer public) belongs to no thread and is left out, as the page leaves it out.
 *
 * @example
 * commentThreadPages([{ id: 'a', parentId: null }, { id: 'b', parentId: 'a' }, { id: 'c', parentId: null }], 2, 2, 1);
 * // { comments: [{ id: 'c', parentId: null }], pageCount: 2, nextPage: null }
 */
export function commentThreadPages<C extends ThreadedComment>(
  comments: readonly C[],
  first: number,
  last: number = first,
  perPage: number = COMMENT_THREADS_PER_PAGE,
): CommentPage<C> {
  const byId = new Map(comments.map((c) => [c.id, c]));
  const roots = comments.filter((c) => c.parentId === null);
  const pageCount = Math.max(1, Math.ceil(roots.length / perPage));
  const shown = new Set(roots.slice((first - 1) * perPage, last * perPage).map((c) => c.id));
  const rootOf = (comment: C): string | undefined => {
    let current: C | undefined = comment;
    // Bounded by the list: a broken chain (a cycle cannot be stored) ends the walk.
    for (let steps = 0; current && steps <= comments.length; steps += 1) {
      if (current.parentId === null) return current.id;
      current = byId.get(current.parentId);
    }
    return undefined;
  };
  return {
    comments: comments.filter((c) => {
      const root = rootOf(c);
      return root !== undefined && shown.has(root);
    }),
    pageCount,
    nextPage: last < pageCount ? last + 1 : null,
  };
}

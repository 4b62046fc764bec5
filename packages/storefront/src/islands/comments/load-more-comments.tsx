import { PUBLIC_API_PATHS } from '@tessera/core';
import { useState, type MouseEvent } from 'react';
import { apiRequest } from '../../runtime/api-client.js';
import type { CommentJson, CommentListJson } from './comment-types.js';

export interface LoadMoreCommentsProps {
  readonly itemId: string;
  /** The page of threads the link asks for. */
  readonly page: number;
  /** Once hydrated the link fetches the page instead of loading the whole item page again. */
  readonly hydrated: boolean;
  /** The page's comments and the page after it (null after the last). */
  readonly onLoaded: (comments: readonly CommentJson[], nextPage: number | null) => void;
}

/**
 * 'Load more comments': a real link to the item page showing one page more (`?commentsPage=N`),
 * which works without JavaScript; with it, the next page comes from the public list instead.
 */
export function LoadMoreComments({ itemId, page, hydrated, onLoaded }: LoadMoreCommentsProps) {
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const load = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    setFailure(undefined);
    const query = new URLSearchParams({ itemId, page: String(page) });
    const result = await apiRequest<CommentListJson>('GET', `${PUBLIC_API_PATHS.itemComments}?${query}`);
    setLoading(false);
    if (result.ok) onLoaded(result.value.comments, result.value.nextPage);
    else setFailure(result.error.message);
  };
  return (
    <p className="ts-comments__more">
      <a
        className="button button--secondary"
        href={`?commentsPage=${page}#comments-${itemId}`}
        aria-busy={loading || undefined}
        onClick={(event) => void load(event)}
      >
        Load more comments
      </a>
      {failure && (
        <span className="ts-comments__note" role="alert">
          {' '}
          {failure}
        </span>
      )}
    </p>
  );
}

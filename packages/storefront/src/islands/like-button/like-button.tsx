import { PUBLIC_API_PATHS } from '@tessera/core';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../runtime/api-client.js';
import type { LikeResponse } from '../../runtime/api-types.js';

export interface LikeButtonProps {
  readonly itemId: string;
  /** The count when the page was rendered. */
  readonly likeCount: number;
}

/** Items this browser has liked, so the heart stays filled on the next visit (the server counts once anyway). */
const LIKED_KEY = 'ts-liked-items';
const MAX_REMEMBERED = 500;

function likedItems(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LIKED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function remember(itemId: string): void {
  try {
    const ids = likedItems().filter((id) => id !== itemId);
    localStorage.setItem(LIKED_KEY, JSON.stringify([...ids, itemId].slice(-MAX_REMEMBERED)));
  } catch {
    // Storage off or full: the like still counted; only the filled heart is not kept.
  }
}

/**
 * A post's like: one per visitor, no account needed. The server keeps the count and ignores a
 * repeat, so a liked heart is simply not clickable again.
 */
export function LikeButton({ itemId, likeCount }: LikeButtonProps) {
  const [count, setCount] = useState(likeCount);
  const [liked, setLiked] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');

  // After hydration: the server HTML never knows this browser's likes.
  useEffect(() => setLiked(likedItems().includes(itemId)), [itemId]);

  const like = async () => {
    if (liked || sending) return;
    setSending(true);
    setFailure('');
    const result = await apiRequest<LikeResponse>('POST', PUBLIC_API_PATHS.itemLike, { itemId });
    setSending(false);
    if (!result.ok) {
      setFailure(result.error.message);
      return;
    }
    remember(itemId);
    setLiked(true);
    setCount(result.value.likeCount);
  };

  return (
    <span className="ts-like-button" data-liked={liked ? 'true' : 'false'}>
      <button
        type="button"
        className="ts-like-button__toggle"
        aria-pressed={liked}
        aria-label={`Like ${count}`}
        aria-disabled={sending || undefined}
        onClick={() => void like()}
      >
        <span className="ts-like-button__icon" aria-hidden="true" />
        <span className="ts-like-button__count" aria-hidden="true">
          {count}
        </span>
      </button>
      <span className="ts-like-button__status" role="status">
        {failure}
      </span>
    </span>
  );
}

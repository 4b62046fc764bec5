import type { Value } from '../../plugins.js';
import { asNumber } from '../../values.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Spec (platform §9) comment labels: 'No Comments', '1 Comment', 'N Comments'. */
export function commentCountLabel(count: number): string {
  if (count === 1) return '1 Comment';
  return count > 0 ? `${count} Comments` : 'No Comments';
}

/** The label for an item's `publicCommentCount`. */
export function itemCommentLabel(item: Value): string {
  const count = asNumber(at(item, 'publicCommentCount'));
  return commentCountLabel(Number.isFinite(count) ? Math.trunc(count) : 0);
}

/** `comment-count`: see {@link commentCountLabel}. */
export const commentCount = valueFormatter((value) => itemCommentLabel(value));

import { commentCountLabel } from '@tessera/core';
import type { Value } from '../../plugins.js';
import { asNumber } from '../../values.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** The label for an item's `publicCommentCount` (core's labels, which the comments island shares). */
export function itemCommentLabel(item: Value): string {
  const count = asNumber(at(item, 'publicCommentCount'));
  return commentCountLabel(Number.isFinite(count) ? Math.trunc(count) : 0);
}

/** `comment-count`: see {@link commentCountLabel}. */
export const commentCount = valueFormatter((value) => itemCommentLabel(value));

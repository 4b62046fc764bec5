import { BLOCK_TYPES, MAX_ALT_TEXT_LENGTH } from '@tessera/core';
import type { PluginContext, Value } from '../../plugins.js';
import { asString, isTruthy } from '../../values.js';
import { at } from '../core/path.js';
import { stripTags } from '../core/safe.js';

/**
 * The alt text of an image: an image block uses its `altText` (trimmed, even if empty);
 * otherwise the first non-empty of title, body text without tags, and filename, cut at 250
 * characters (platform spec §9).
 */
export function altText(image: Value, ctx: PluginContext): string {
  if (ctx.resolve('blockType') === BLOCK_TYPES.IMAGE) return asString(at(image, 'altText')).trim();
  const body = stripTags(asString(at(image, 'body')), ' ').trim();
  const fallback = [asString(at(image, 'title')), body, asString(at(image, 'filename'))].find(isTruthy);
  // Cut by code points, so a character outside the BMP is never split in half.
  return Array.from(fallback ?? '')
    .slice(0, MAX_ALT_TEXT_LENGTH)
    .join('');
}

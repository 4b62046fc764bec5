import { MISSING } from '../../plugins.js';
import { asNumber, asString, emit, isTruthy } from '../../values.js';
import { escapeAttr, escapeHtml } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';
import { itemCommentLabel } from './comment-count.js';

/**
 * `comment-link`: a link to the item's comments labelled with its comment count; for a site
 * on Disqus, an empty link that Disqus's script fills with its own count.
 */
export const commentLink = valueFormatter((value, _args, ctx) => {
  const fullUrl = asString(at(value, 'fullUrl'));
  const id = asString(at(value, 'id'));
  if (isTruthy(ctx.resolve('websiteSettings.disqusShortname'))) {
    return `<a class="ts-comment-link ts-comment-link--disqus" href="${escapeAttr(`${fullUrl}#disqus_thread`)}" data-disqus-identifier="${escapeAttr(id)}"></a>`;
  }
  const label = escapeHtml(itemCommentLabel(value));
  return `<a class="ts-comment-link" href="${escapeAttr(`${fullUrl}#comments-${id}`)}">${label}</a>`;
});

/**
 * `comments`: the container the comments island (or Disqus) fills. It carries the item's id,
 * public comment count and comment state, taken from `item`, else from `collection`.
 */
export const comments = valueFormatter((_value, _args, ctx) => {
  if (isTruthy(ctx.resolve('websiteSettings.disqusShortname'))) {
    return '<section class="ts-comments ts-comments--disqus" aria-label="Comments"><div id="disqus_thread"></div></section>';
  }
  const item = ctx.resolve('item');
  const owner = item === MISSING ? ctx.resolve('collection') : item;
  const id = escapeAttr(asString(at(owner, 'id')));
  const count = asNumber(at(owner, 'publicCommentCount'));
  const state = escapeAttr(emit(at(owner, 'commentState')));
  return (
    `<section class="ts-comments" id="comments-${id}" aria-label="Comments" data-item-id="${id}"` +
    ` data-comment-count="${Number.isFinite(count) ? count : 0}" data-comment-state="${state}"></section>`
  );
});

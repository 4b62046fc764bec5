import { asNumber, asString, isTruthy } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/**
 * `like-button`: when the site has simple liking on, a like toggle for the item with its
 * current count; the likes island posts the like. Otherwise `""`.
 */
export const likeButton = valueFormatter((value, _args, ctx) => {
  if (!isTruthy(value) || !isTruthy(ctx.resolve('websiteSettings.simpleLikingEnabled'))) return '';
  const id = escapeAttr(asString(at(value, 'id')));
  const raw = asNumber(at(value, 'likeCount'));
  const likes = Number.isFinite(raw) && raw > 0 ? Math.trunc(raw) : 0;
  return (
    `<span class="ts-like-button" data-item-id="${id}" data-like-count="${likes}">` +
    `<button type="button" class="ts-like-button__toggle" aria-pressed="false" aria-label="Like ${likes}">` +
    `<span class="ts-like-button__icon" aria-hidden="true"></span>` +
    `<span class="ts-like-button__count" aria-hidden="true">${likes}</span></button></span>`
  );
});

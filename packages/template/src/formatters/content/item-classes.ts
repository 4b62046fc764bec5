import { RECORD_TYPES } from '@tessera/core';
import type { PluginContext, Value } from '../../plugins.js';
import { isOnSale, isSoldOut } from '../../commerce/stock.js';
import { asString, isTruthy } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { slug } from '../core/slugify.js';
import { valueFormatter } from '../core/value-formatter.js';

function list(value: Value): readonly Value[] {
  return Array.isArray(value) ? (value as readonly Value[]) : [];
}

function contentClasses(ctx: PluginContext): string[] {
  const classes: string[] = [];
  const promoted = ctx.resolve('promotedBlockType');
  if (isTruthy(promoted)) classes.push('promoted', `promoted-block-${slug(asString(promoted))}`);
  for (const category of list(ctx.resolve('categories')))
    classes.push(`category-${slug(asString(category))}`);
  for (const tag of list(ctx.resolve('tags'))) classes.push(`tag-${slug(asString(tag))}`);
  // An author without a display name (an empty object, a deleted account) gives no `author-` class.
  const author = ctx.resolve('author');
  const authorSlug = isTruthy(author) ? slug(asString(at(author, 'displayName'))) : '';
  if (authorSlug !== '') classes.push(`author-${authorSlug}`);
  classes.push(`post-type-${escapeAttr(asString(ctx.resolve('recordTypeLabel')))}`);
  return classes;
}

/**
 * `item-classes`: the CSS classes of a content item — `hentry`, promotion, categories, tags,
 * author, post type, loop position, `featured`, and `on-sale`/`sold-out` for store items.
 * Names are read from the current scope (the input first); the product state from the input.
 */
export const itemClasses = valueFormatter((value, _args, ctx) => {
  const classes = ['hentry', ...contentClasses(ctx)];
  const index = ctx.index();
  if (index !== undefined) classes.push(`article-index-${index}`);
  if (isTruthy(ctx.resolve('starred'))) classes.push('featured');
  if (at(value, 'recordType') === RECORD_TYPES.STORE_ITEM) {
    if (isOnSale(value)) classes.push('on-sale');
    if (isSoldOut(value)) classes.push('sold-out');
  }
  return classes.join(' ');
});

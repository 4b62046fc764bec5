import type { Predicate, Value } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';
import { stripTags } from '../../formatters/core/safe.js';
import { isObject, isTruthy } from '../../values.js';
import { nodeAt, nodeEquals } from './node-predicate.js';

export const externalLink = nodeAt('externalLink', isTruthy);
export const mainImage: Predicate = {
  apply: (_args, ctx) => isTruthy(at(ctx.node(), 'mainImageId')) || isTruthy(at(ctx.node(), 'systemDataId')),
};
export const serviceNameEmail = nodeEquals('serviceName', 'email');
export const showPastEvents = nodeEquals('showPastOrUpcomingEvents', 'past');

/** `child-images?`: the first of a non-empty `items` array has a main or system image id. */
export const childImages = nodeAt('items', (items) => {
  if (!Array.isArray(items) || items.length === 0) return false;
  const first = items[0] as Value;
  return isTruthy(at(first, 'mainImageId')) || isTruthy(at(first, 'systemDataId'));
});

/** `excerpt?`: the excerpt (html or plain) has visible text once tags and blanks are gone. */
export const excerpt: Predicate = {
  apply(_args, ctx) {
    const node = ctx.node();
    const htmlText = at(node, 'excerpt.html');
    const plain = at(node, 'excerpt');
    const text = typeof htmlText === 'string' ? htmlText : typeof plain === 'string' ? plain : '';
    return stripTags(text).replace(/[\s\u00A0\u200B]/g, '').length > 0;
  },
};

/** `has-multiple?`: more than one element (array) or key (object). */
export const hasMultiple: Predicate = {
  apply(_args, ctx) {
    const node = ctx.node();
    if (Array.isArray(node)) return node.length > 1;
    return isObject(node) && Object.keys(node).length > 1;
  },
};

/** `location?`: `location` carries both `mapLat` and `mapLng`, whatever their values. */
export const location = nodeAt(
  'location',
  (value) => isObject(value) && Object.hasOwn(value, 'mapLat') && Object.hasOwn(value, 'mapLng'),
);

/** `passthrough?`: `passthrough` is truthy and `sourceUrl` is a non-empty string. */
export const passthrough: Predicate = {
  apply(_args, ctx) {
    const sourceUrl = at(ctx.node(), 'sourceUrl');
    return isTruthy(at(ctx.node(), 'passthrough')) && typeof sourceUrl === 'string' && sourceUrl !== '';
  },
};

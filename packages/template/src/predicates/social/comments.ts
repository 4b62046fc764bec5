import { MISSING } from '../../plugins.js';
import type { Predicate } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';
import { asNumber, isTruthy } from '../../values.js';

/** Comment state code for "comments on" (platform spec §4). */
const COMMENTS_ON = 1;

/**
 * `comments?`: the item has comments on or public comments, unless the website settings exist
 * and switch comments off.
 */
export const comments: Predicate = {
  apply(_args, ctx) {
    const node = ctx.node();
    const shown = at(node, 'commentState') === COMMENTS_ON || asNumber(at(node, 'publicCommentCount')) > 0;
    const settings = ctx.resolve('websiteSettings');
    if (settings !== MISSING && !isTruthy(at(settings, 'commentsEnabled'))) return false;
    return shown;
  },
};

/** `disqus?`: the site has a Disqus short name (this key is spelled with a capital N). */
export const disqus: Predicate = {
  apply: (_args, ctx) => isTruthy(ctx.resolve('websiteSettings.disqusShortName')),
};

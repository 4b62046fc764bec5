import { COMMENT_STATES, PAGE_TYPES } from '@tessera/core';
import { hasOnlyKeys, registerPageContext } from '../render/index.js';
import { commentSettingsOf } from './comment-settings.js';
import { COMMENT_RESULT_PARAM, takeNotice } from './plain-post.js';
import { commentsPageParam } from './schemas.js';
import { itemComments } from './service.js';

/** `?commentsPage=N` of an item's page: 'Load more comments' without JavaScript shows pages 1 to N. */
export const COMMENTS_PAGE_PARAM = 'commentsPage';

/** The keys of `itemComments` that are the same for every visitor. */
const SHARED_KEYS = ['comments', 'count', 'page', 'pageCount', 'nextPage', 'open', 'guestsAllowed'];

/**
 * `itemComments` on an item's page when comments are ours (no Disqus shortname) and on for the
 * site and the item's collection: the first pages of approved threads (`?commentsPage=`), the
 * total, the next page, whether the item takes new ones, and whether guests may. The same for
 * every visitor (who is signed in is the island's to find out), but for `notice`: with
 * `?commentResult=` the outcome of this browser's comment posted without JavaScript, once.
 */
export const COMMENTS_PAGE_CONTEXT = registerPageContext(
  PAGE_TYPES.CONTENT_ITEM,
  'itemComments',
  async ({ ctx, request, context }) => {
    const item = context['item'] as { id?: unknown; commentState?: unknown } | null | undefined;
    if (typeof item?.id !== 'string') return undefined;
    const query = request.query as Record<string, unknown> | undefined;
    const [found, notice] = await Promise.all([
      itemComments(ctx, request.website, item.id, 1, commentsPageParam(query?.[COMMENTS_PAGE_PARAM])),
      takeNotice(ctx, request, item.id),
    ]);
    if (!found) return undefined;
    return {
      ...found,
      open: item.commentState === COMMENT_STATES.ON,
      guestsAllowed: commentSettingsOf(request.website).guestsAllowed,
      ...(notice && { notice }),
    };
  },
  {
    // The crumb is read only with that parameter, as the forms' `formResult` is.
    varies: [`query:${COMMENT_RESULT_PARAM}`, `query:${COMMENTS_PAGE_PARAM}`],
    privacy: (value) => (hasOnlyKeys(value, SHARED_KEYS) ? 'shared' : 'flash'),
  },
);

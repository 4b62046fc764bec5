import { COMMENT_STATES, PAGE_TYPES } from '@tessera/core';
import { listApprovedComments } from '@tessera/db';
import { hasOnlyKeys, registerPageContext } from '../render/index.js';
import { commentSettingsOf } from './comment-settings.js';
import { COMMENT_RESULT_PARAM, takeNotice } from './plain-post.js';
import { publicCommentOf } from './service.js';

/**
 * `itemComments` on an item's page when comments are ours (no Disqus shortname) and on
 * site-wide: the approved comments, whether the item takes new ones, and whether guests may.
 * The same for every visitor (who is signed in is the island's to find out), but for `notice`:
 * with `?commentResult=` the outcome of this browser's comment posted without JavaScript, once.
 */
export const COMMENTS_PAGE_CONTEXT = registerPageContext(
  PAGE_TYPES.CONTENT_ITEM,
  'itemComments',
  async ({ ctx, request, context }) => {
    const item = context['item'] as { id?: unknown; commentState?: unknown } | null | undefined;
    const settings = commentSettingsOf(request.website);
    if (typeof item?.id !== 'string' || !settings.enabled || settings.disqusShortname !== '')
      return undefined;
    const [rows, notice] = await Promise.all([
      listApprovedComments(ctx.db, ctx.websiteId, item.id),
      takeNotice(ctx, request, item.id),
    ]);
    return {
      comments: rows.map(publicCommentOf),
      open: item.commentState === COMMENT_STATES.ON,
      guestsAllowed: settings.guestsAllowed,
      ...(notice && { notice }),
    };
  },
  {
    // The crumb is read only with that parameter, as the forms' `formResult` is.
    varies: [`query:${COMMENT_RESULT_PARAM}`],
    privacy: (value) => (hasOnlyKeys(value, ['comments', 'open', 'guestsAllowed']) ? 'shared' : 'flash'),
  },
);

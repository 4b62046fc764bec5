import { COMMENT_STATES, PAGE_TYPES } from '@tessera/core';
import { listApprovedComments } from '@tessera/db';
import { hasOnlyKeys, registerPageContext } from '../render/index.js';
import { commentSettingsOf } from './comment-settings.js';
import { publicCommentOf } from './service.js';

/**
 * `itemComments` on an item's page when comments are ours (no Disqus shortname) and on
 * site-wide: the approved comments, whether the item takes new ones, and whether guests may.
 * The same for every visitor: who is signed in is the island's to find out.
 */
export const COMMENTS_PAGE_CONTEXT = registerPageContext(
  PAGE_TYPES.CONTENT_ITEM,
  'itemComments',
  async ({ ctx, request, context }) => {
    const item = context['item'] as { id?: unknown; commentState?: unknown } | null | undefined;
    const settings = commentSettingsOf(request.website);
    if (typeof item?.id !== 'string' || !settings.enabled || settings.disqusShortname !== '')
      return undefined;
    const rows = await listApprovedComments(ctx.db, ctx.websiteId, item.id);
    return {
      comments: rows.map(publicCommentOf),
      open: item.commentState === COMMENT_STATES.ON,
      guestsAllowed: settings.guestsAllowed,
    };
  },
  {
    varies: ['none'],
    privacy: (value) => (hasOnlyKeys(value, ['comments', 'open', 'guestsAllowed']) ? 'shared' : 'visitor'),
  },
);

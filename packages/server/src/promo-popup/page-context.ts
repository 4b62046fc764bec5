import { PAGE_TYPES } from '@tessera/core';
import { hasOnlyKeys, registerPageContext } from '../render/index.js';
import { POPUP_OVERLAY_KEYS, popupOverlayOf } from './public-popup.js';

/** The pages a pop-up may cover: content, never the cart, checkout, lock screen or account pages. */
const POPUP_PAGE_TYPES: ReadonlySet<number> = new Set([
  PAGE_TYPES.MAIN_CONTENT,
  PAGE_TYPES.PAGE,
  PAGE_TYPES.SPLASH,
  PAGE_TYPES.CONTENT_ITEM,
  PAGE_TYPES.SEARCH,
]);

/**
 * `popupOverlay` (page type 104's content) on the pages it qualifies for: the site's settings and
 * the page's path, the same for every visitor of the address. Whether it opens is the browser's
 * call (what it remembers), so the page stays public.
 */
export const POPUP_OVERLAY_PAGE_CONTEXT = registerPageContext(
  '*',
  'popupOverlay',
  async ({ ctx, request, pageType }) => {
    if (!POPUP_PAGE_TYPES.has(pageType)) return undefined;
    return popupOverlayOf(ctx, request.url);
  },
  { varies: ['none'], privacy: (value) => (hasOnlyKeys(value, POPUP_OVERLAY_KEYS) ? 'shared' : 'visitor') },
);

import { BLOCK_TYPES } from '@tessera/core';
import type { BlockLoader } from './block-loader.js';
import { donationBlock } from './donation-block.js';
import { memberAreaBlock } from './member-area-block.js';
import {
  accordionBlock,
  calendarBlock,
  menuBlock,
  socialLinksBlock,
  summaryBlock,
} from './collection-blocks.js';
import {
  buttonBlock,
  codeBlock,
  embedBlock,
  horizontalRuleBlock,
  htmlBlock,
  markdownBlock,
  quoteBlock,
  searchBlock,
  spacerBlock,
} from './content-blocks.js';
import { productBlock } from './commerce-blocks.js';
import {
  postsByAuthorBlock,
  postsByCategoryBlock,
  postsByMonthBlock,
  postsByTagBlock,
  tagCloudBlock,
} from './blog-blocks.js';
import { audioBlock, galleryBlock, imageBlock, mapBlock, videoBlock } from './media-blocks.js';
import { formBlock, newsletterBlock } from '../forms/form-block-loader.js';

const NAMES: ReadonlyMap<number, string> = new Map(
  Object.entries(BLOCK_TYPES).map(([name, code]) => [code, name.toLowerCase().replace(/_/g, '-')]),
);

/** The block's type name, the stem of its theme template (`HORIZONTAL_RULE` 47 → 'horizontal-rule'). */
export function blockTypeName(code: number): string | undefined {
  return NAMES.get(code);
}

/** The block types the renderer can load, by type code (platform spec §3 block types). */
export const BLOCK_LOADERS: ReadonlyMap<number, BlockLoader> = new Map<number, BlockLoader>([
  [BLOCK_TYPES.HTML, htmlBlock],
  [BLOCK_TYPES.MARKDOWN, markdownBlock],
  [BLOCK_TYPES.CODE, codeBlock],
  [BLOCK_TYPES.EMBED, embedBlock],
  [BLOCK_TYPES.QUOTE, quoteBlock],
  [BLOCK_TYPES.SPACER, spacerBlock],
  [BLOCK_TYPES.HORIZONTAL_RULE, horizontalRuleBlock],
  [BLOCK_TYPES.BUTTON, buttonBlock],
  [BLOCK_TYPES.SEARCH, searchBlock],
  [BLOCK_TYPES.IMAGE, imageBlock],
  [BLOCK_TYPES.GALLERY, galleryBlock],
  [BLOCK_TYPES.VIDEO, videoBlock],
  [BLOCK_TYPES.AUDIO, audioBlock],
  [BLOCK_TYPES.MAP, mapBlock],
  [BLOCK_TYPES.SUMMARY, summaryBlock],
  [BLOCK_TYPES.SUMMARY_V2, summaryBlock],
  [BLOCK_TYPES.CALENDAR, calendarBlock],
  [BLOCK_TYPES.MENU, menuBlock],
  [BLOCK_TYPES.ACCORDION, accordionBlock],
  [BLOCK_TYPES.SOCIAL_LINKS, socialLinksBlock],
  [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS, socialLinksBlock],
  [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS_V2, socialLinksBlock],
  [BLOCK_TYPES.FORM, formBlock],
  [BLOCK_TYPES.NEWSLETTER, newsletterBlock],
  [BLOCK_TYPES.PRODUCT, productBlock],
  [BLOCK_TYPES.TAGCLOUD, tagCloudBlock],
  [BLOCK_TYPES.POSTS_BY_AUTHOR, postsByAuthorBlock],
  [BLOCK_TYPES.POSTS_BY_TAG, postsByTagBlock],
  [BLOCK_TYPES.POSTS_BY_CATEGORY, postsByCategoryBlock],
  [BLOCK_TYPES.POSTS_BY_MONTH, postsByMonthBlock],
  [BLOCK_TYPES.DONATION, donationBlock],
  [BLOCK_TYPES.MEMBER_AREA, memberAreaBlock],
]);

/**
 * Block types that only showed a discontinued third-party service (Foursquare's check-in feed,
 * 500px's closed public API): a layout may still hold them, and they render nothing, unlogged
 * (themes/default/README.md "Blocks that render nothing").
 */
export const RETIRED_BLOCK_TYPES: ReadonlySet<number> = new Set([
  BLOCK_TYPES.FOURSQUARE,
  BLOCK_TYPES.FIVEHUNDREDPIX,
]);

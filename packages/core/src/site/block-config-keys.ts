import { BLOCK_TYPES } from './block-types.js';
import { DEFAULT_GALLERY_OPTIONS } from './gallery-options.js';

/**
 * The settings each block type's loader reads from a stored block's config (the server's
 * render/blocks loaders), as paths to their values: `options.design` is a key inside an object,
 * `items[].title` a key of every entry of a list. The studio's block catalogue may only write
 * these paths (its test checks this, the server's test checks the loaders read exactly these):
 * a setting saved anywhere else never reaches the site.
 */
const ADDRESS = ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry', 'mapLat', 'mapLng'];
const BLOG_FACETS = ['collectionId', 'title', 'limit'];
const SOCIAL_LINKS = ['links[].url', 'links[].service', 'links[].label'];

export const BLOCK_CONFIG_KEYS: ReadonlyMap<number, readonly string[]> = new Map<number, readonly string[]>([
  [BLOCK_TYPES.HTML, ['html']],
  [BLOCK_TYPES.MARKDOWN, ['markdown']],
  [BLOCK_TYPES.CODE, ['code', 'displaySource', 'language', 'height']],
  [BLOCK_TYPES.EMBED, ['html', 'title', 'height']],
  [BLOCK_TYPES.QUOTE, ['text', 'source']],
  [BLOCK_TYPES.SPACER, ['height']],
  [BLOCK_TYPES.HORIZONTAL_RULE, []],
  [BLOCK_TYPES.BUTTON, ['label', 'url', 'newWindow', 'size', 'alignment']],
  [BLOCK_TYPES.SEARCH, ['placeholder']],
  [BLOCK_TYPES.IMAGE, ['fileId', 'width', 'altText', 'priority', 'caption', 'link', 'newWindow']],
  [BLOCK_TYPES.GALLERY, ['fileIds', ...Object.keys(DEFAULT_GALLERY_OPTIONS).map((key) => `options.${key}`)]],
  [BLOCK_TYPES.VIDEO, ['url', 'title', 'caption']],
  [BLOCK_TYPES.AUDIO, ['url', 'title', 'artist']],
  [
    BLOCK_TYPES.MAP,
    [...ADDRESS.map((key) => `locations[].${key}`), ...ADDRESS.map((key) => `location.${key}`), 'zoom'],
  ],
  [BLOCK_TYPES.SUMMARY, ['collectionId', 'categorySlug', 'limit', 'layout']],
  [BLOCK_TYPES.SUMMARY_V2, ['collectionId', 'categorySlug', 'limit', 'layout']],
  [BLOCK_TYPES.CALENDAR, ['collectionId', 'limit']],
  [
    BLOCK_TYPES.MENU,
    [
      'sections[].title',
      'sections[].items[].title',
      'sections[].items[].description',
      'sections[].items[].price',
    ],
  ],
  [BLOCK_TYPES.ACCORDION, ['items[].title', 'items[].html']],
  [BLOCK_TYPES.SOCIAL_LINKS, SOCIAL_LINKS],
  [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS, SOCIAL_LINKS],
  [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS_V2, SOCIAL_LINKS],
  [BLOCK_TYPES.FORM, ['formId']],
  [BLOCK_TYPES.NEWSLETTER, ['formId', 'title', 'description']],
  [BLOCK_TYPES.PRODUCT, ['productId']],
  [BLOCK_TYPES.TAGCLOUD, BLOG_FACETS],
  [BLOCK_TYPES.POSTS_BY_AUTHOR, BLOG_FACETS],
  [BLOCK_TYPES.POSTS_BY_TAG, BLOG_FACETS],
  [BLOCK_TYPES.POSTS_BY_CATEGORY, BLOG_FACETS],
  [BLOCK_TYPES.POSTS_BY_MONTH, BLOG_FACETS],
  [BLOCK_TYPES.DONATION, ['title']],
  [BLOCK_TYPES.MEMBER_AREA, ['memberAreaId', 'description']],
]);

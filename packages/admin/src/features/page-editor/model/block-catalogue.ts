import { BLOCK_TYPES, GALLERY_DESIGNS } from '@tessera/core';
import { ITEM_COLLECTIONS, type BlockKind } from './block-kind.js';
import { BLOG_BLOCKS } from './blog-block-kinds.js';
import { ACCORDION_BLOCK, MENU_BLOCK, SOCIAL_LINKS_BLOCK } from './list-block-kinds.js';

export type { BlockField, BlockKind, CollectionKind } from './block-kind.js';

const ALIGN = ['left', 'center', 'right'] as const;

/**
 * Every block type the default theme renders (server render/blocks/block-registry.ts), with the
 * settings its loader reads. The picker offers them in this order; never a retired block type
 * (the server's RETIRED_BLOCK_TYPES render nothing) nor an older version of one (ALIASES).
 */
export const BLOCK_CATALOGUE: readonly BlockKind[] = [
  {
    blockType: BLOCK_TYPES.HTML,
    label: 'Text',
    description: 'Headings, paragraphs, lists and links',
    fields: [{ kind: 'rich-text', key: 'html', label: 'Text' }],
    defaults: { html: '<p>Write something here.</p>' },
  },
  {
    blockType: BLOCK_TYPES.IMAGE,
    label: 'Image',
    description: 'A photo with alt text and a caption',
    fields: [
      { kind: 'image', key: 'fileId', label: 'Image' },
      { kind: 'text', key: 'altText', label: 'Alt text' },
      { kind: 'text', key: 'caption', label: 'Caption' },
      { kind: 'url', key: 'link', label: 'Link' },
    ],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.GALLERY,
    label: 'Gallery',
    description: 'Several images as a grid, slideshow or slider',
    fields: [
      { kind: 'images', key: 'fileIds', label: 'Images' },
      {
        kind: 'select',
        key: 'options.design',
        label: 'Design',
        options: GALLERY_DESIGNS,
      },
    ],
    defaults: { fileIds: [], options: { design: 'grid' } },
  },
  {
    blockType: BLOCK_TYPES.BUTTON,
    label: 'Button',
    description: 'A link that looks like a button',
    fields: [
      { kind: 'text', key: 'label', label: 'Label' },
      { kind: 'url', key: 'url', label: 'Link' },
      { kind: 'select', key: 'size', label: 'Size', options: ['small', 'medium', 'large'] },
      { kind: 'select', key: 'alignment', label: 'Alignment', options: ALIGN },
      { kind: 'checkbox', key: 'newWindow', label: 'Open in a new window' },
    ],
    defaults: { label: 'Learn more', url: '/', size: 'medium', alignment: 'center' },
  },
  {
    blockType: BLOCK_TYPES.QUOTE,
    label: 'Quote',
    description: 'A quotation and who said it',
    fields: [
      { kind: 'textarea', key: 'text', label: 'Quote' },
      { kind: 'text', key: 'source', label: 'Source' },
    ],
    defaults: { text: 'A quotation worth sharing.', source: '' },
  },
  {
    blockType: BLOCK_TYPES.VIDEO,
    label: 'Video',
    description: 'A video from a link',
    fields: [
      { kind: 'url', key: 'url', label: 'Video link' },
      { kind: 'text', key: 'caption', label: 'Caption' },
    ],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.AUDIO,
    label: 'Audio',
    description: 'A track to play',
    fields: [
      { kind: 'url', key: 'url', label: 'Audio link' },
      { kind: 'text', key: 'title', label: 'Title' },
      { kind: 'text', key: 'artist', label: 'Artist' },
    ],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.MAP,
    label: 'Map',
    description: 'A location on a map',
    fields: [{ kind: 'number', key: 'zoom', label: 'Zoom', min: 1, max: 19 }],
    defaults: { zoom: 15 },
  },
  {
    blockType: BLOCK_TYPES.CODE,
    label: 'Code',
    description: 'Code shown as written',
    fields: [
      { kind: 'code', key: 'code', label: 'Code' },
      { kind: 'text', key: 'language', label: 'Language' },
    ],
    defaults: { code: '', language: '' },
  },
  {
    blockType: BLOCK_TYPES.MARKDOWN,
    label: 'Markdown',
    description: 'Text written in Markdown',
    fields: [{ kind: 'code', key: 'markdown', label: 'Markdown' }],
    defaults: { markdown: '## A heading\n\nSome text.' },
  },
  {
    blockType: BLOCK_TYPES.EMBED,
    label: 'Embed',
    description: 'Another site’s content, isolated in a frame',
    fields: [
      { kind: 'code', key: 'html', label: 'Embed code' },
      { kind: 'text', key: 'title', label: 'Title' },
      { kind: 'number', key: 'height', label: 'Height', min: 20, max: 4000 },
    ],
    defaults: { html: '', title: 'Embedded content', height: 400 },
  },
  {
    blockType: BLOCK_TYPES.SUMMARY_V2,
    label: 'Summary',
    description: 'The latest posts, events or products of a collection',
    fields: [
      { kind: 'collection', key: 'collectionId', label: 'Collection', collectionKinds: ITEM_COLLECTIONS },
      { kind: 'category', key: 'categorySlug', label: 'Category', collectionKey: 'collectionId' },
      { kind: 'number', key: 'limit', label: 'How many', min: 1, max: 30 },
      { kind: 'select', key: 'layout', label: 'Layout', options: ['grid', 'list', 'carousel', 'wall'] },
    ],
    defaults: { limit: 6, layout: 'grid' },
  },
  MENU_BLOCK,
  ACCORDION_BLOCK,
  {
    blockType: BLOCK_TYPES.CALENDAR,
    label: 'Calendar',
    description: 'Events of an events page by month',
    fields: [
      { kind: 'collection', key: 'collectionId', label: 'Events collection', collectionKinds: ['events'] },
      { kind: 'number', key: 'limit', label: 'How many', min: 1, max: 50 },
    ],
    defaults: { limit: 10 },
  },
  ...BLOG_BLOCKS,
  SOCIAL_LINKS_BLOCK,
  {
    blockType: BLOCK_TYPES.FORM,
    label: 'Form',
    description: 'A form visitors fill in',
    fields: [{ kind: 'form', key: 'formId', label: 'Form', formKind: 'form' }],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.NEWSLETTER,
    label: 'Newsletter',
    description: 'Sign-ups for a mailing list',
    fields: [
      { kind: 'form', key: 'formId', label: 'Sign-up form', formKind: 'newsletter' },
      { kind: 'text', key: 'title', label: 'Title' },
      { kind: 'textarea', key: 'description', label: 'Description' },
    ],
    defaults: { title: 'Subscribe' },
  },
  {
    blockType: BLOCK_TYPES.PRODUCT,
    label: 'Product',
    description: 'One product with its price and an add-to-cart button',
    fields: [{ kind: 'product', key: 'productId', label: 'Product' }],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.DONATION,
    label: 'Donation',
    description: 'Your donation form (set up in Donations)',
    fields: [{ kind: 'text', key: 'title', label: 'Title' }],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.MEMBER_AREA,
    label: 'Member area',
    description: 'A member area’s price and a Join button',
    fields: [
      { kind: 'memberArea', key: 'memberAreaId', label: 'Member area' },
      { kind: 'textarea', key: 'description', label: 'Description' },
    ],
    defaults: {},
  },
  {
    blockType: BLOCK_TYPES.SEARCH,
    label: 'Search',
    description: 'A search box for the site',
    fields: [{ kind: 'text', key: 'placeholder', label: 'Placeholder' }],
    defaults: { placeholder: 'Search' },
  },
  {
    blockType: BLOCK_TYPES.SPACER,
    label: 'Spacer',
    description: 'Empty space between blocks',
    fields: [{ kind: 'number', key: 'height', label: 'Height (px)', min: 0, max: 2000 }],
    defaults: { height: 40 },
  },
  {
    blockType: BLOCK_TYPES.HORIZONTAL_RULE,
    label: 'Line',
    description: 'A dividing line',
    fields: [],
    defaults: {},
  },
];

const BY_TYPE = new Map(BLOCK_CATALOGUE.map((kind) => [kind.blockType, kind]));

/** Older versions of a block that imported sites still hold: the server loads them alike. */
const ALIASES = new Map<number, number>([
  [BLOCK_TYPES.SUMMARY, BLOCK_TYPES.SUMMARY_V2],
  [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS, BLOCK_TYPES.SOCIAL_LINKS],
  [BLOCK_TYPES.SOCIAL_ACCOUNT_LINKS_V2, BLOCK_TYPES.SOCIAL_LINKS],
]);

/** The catalogue entry of a block type; unknown types get a neutral one so they stay editable. */
export function blockKind(blockType: number): BlockKind {
  const kind = BY_TYPE.get(ALIASES.get(blockType) ?? blockType);
  return kind
    ? { ...kind, blockType }
    : { blockType, label: 'Block', description: '', fields: [], defaults: {} };
}

/** The first entry of a block's list (an accordion's item, a menu's section), for its summary. */
function firstEntry(config: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  for (const key of ['items', 'sections', 'links']) {
    const entries = config[key];
    if (Array.isArray(entries) && typeof entries[0] === 'object' && entries[0] !== null)
      return entries[0] as Record<string, unknown>;
  }
  return undefined;
}

/** A short line describing a block in the list: the start of its text, its caption, its label. */
export function blockSummary(config: Readonly<Record<string, unknown>>): string {
  const entry = firstEntry(config);
  if (entry) return blockSummary({ title: entry['title'], url: entry['url'] });
  for (const key of ['html', 'text', 'label', 'caption', 'altText', 'markdown', 'title', 'url', 'code']) {
    const value = config[key];
    if (typeof value === 'string' && value.trim()) {
      const plain = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (plain) return plain.length > 60 ? `${plain.slice(0, 57)}…` : plain;
    }
  }
  return '';
}

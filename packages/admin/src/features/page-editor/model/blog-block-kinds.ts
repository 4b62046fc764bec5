import { BLOCK_TYPES } from '@tessera/core';
import { ITEM_COLLECTIONS, type BlockKind, type CollectionKind } from './block-kind.js';

/** A blog block: a collection, an optional heading, and how many entries at most. */
function blogBlock(
  blockType: number,
  label: string,
  description: string,
  maxLimit: number,
  limit: number,
  collectionKinds: readonly CollectionKind[] = ['blog'],
): BlockKind {
  return {
    blockType,
    label,
    description,
    fields: [
      { kind: 'collection', key: 'collectionId', label: 'Collection', collectionKinds },
      { kind: 'text', key: 'title', label: 'Title' },
      { kind: 'number', key: 'limit', label: 'How many', min: 1, max: maxLimit },
    ],
    defaults: { limit },
  };
}

/** The blocks that link into a collection's filtered lists (server render/blocks/blog-blocks.ts). */
export const BLOG_BLOCKS: readonly BlockKind[] = [
  blogBlock(
    BLOCK_TYPES.TAGCLOUD,
    'Tag cloud',
    'The tags of a collection, sized by use',
    200,
    50,
    ITEM_COLLECTIONS,
  ),
  blogBlock(
    BLOCK_TYPES.POSTS_BY_AUTHOR,
    'Posts by author',
    'A blog’s authors, each with their posts',
    200,
    50,
  ),
  blogBlock(BLOCK_TYPES.POSTS_BY_TAG, 'Posts by tag', 'A blog’s tags, each with its posts', 200, 50),
  blogBlock(
    BLOCK_TYPES.POSTS_BY_CATEGORY,
    'Posts by category',
    'A blog’s categories, each with its posts',
    200,
    50,
  ),
  blogBlock(BLOCK_TYPES.POSTS_BY_MONTH, 'Posts by month', 'A blog’s archive by month', 120, 24),
];

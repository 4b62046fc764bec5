import { COLLECTION_TYPES } from '@tessera/core';
import type { BodyOf } from '@tessera/contract';
import type { Collection } from '../api/pages.js';

type NewCollection = Omit<BodyOf<'/api/admin/collections', 'post'>, 'title'>;

/**
 * What 'Add page' makes for each kind. Blogs, events and galleries are collections whose items
 * the theme lists (`settings.typeName` picks the template); a link is a navigation entry only.
 * Stores come with their products from the store's own set-up.
 */
export const NEW_PAGE_KINDS = {
  Page: { type: 10 },
  /** A splash page: made through the cover-page API (api/pages.ts `addCoverPage`), not this body. */
  'Cover page': { type: 10 },
  Blog: { type: 1, ordering: 'chronological', settings: { typeName: 'blog' } },
  Events: {
    type: 1,
    ordering: 'chronological',
    settings: { typeName: 'events', showPastOrUpcomingEvents: 'upcoming' },
  },
  Gallery: { type: 1, view: 'grid', settings: { typeName: 'gallery' } },
  Folder: { type: 10, isFolder: true, folderBehavior: 1 },
  Link: undefined,
} as const satisfies Record<string, NewCollection | undefined>;
export type NewPageKind = keyof typeof NEW_PAGE_KINDS;

/** The kind a collection shows as in the page tree. */
export function kindOf(collection: Collection | undefined): string {
  if (!collection) return 'Link';
  if (collection.isFolder) return 'Folder';
  if (collection.type === COLLECTION_TYPES.PRODUCTS) return 'Store';
  if (collection.type === COLLECTION_TYPES.COURSE) return 'Course';
  if (collection.type === COLLECTION_TYPES.LESSONS) return 'Lessons';
  const typeName = collection.settings['typeName'];
  if (typeName === 'blog') return 'Blog';
  if (typeName === 'events') return 'Events';
  if (typeName === 'gallery') return 'Gallery';
  if (collection.type === 10 && collection.settings['coverPage']) return 'Cover page';
  return collection.type === 10 ? 'Page' : 'Collection';
}

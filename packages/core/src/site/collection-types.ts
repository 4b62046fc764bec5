/**
 * Collection types whose codes the spec gives. The spec also names twitter, foursquare,
 * instagram, gallery-block, template-page, splash-page, flickr and slide-gallery collections
 * without codes; they get codes when a feature needs them.
 */
export const COLLECTION_TYPES = {
  GENERIC: 1,
  SUBSCRIPTION: 2,
  PAGE: 10,
  PRODUCTS: 13,
  LESSONS: 24,
  COURSE: 25,
} as const;

export type CollectionType = (typeof COLLECTION_TYPES)[keyof typeof COLLECTION_TYPES];

/** How a collection lists its items. */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

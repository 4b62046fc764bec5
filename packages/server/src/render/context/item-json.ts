import { addToCalendarUrl, COMMENT_STATES, collectionTakesComments, RECORD_TYPES } from '@tessera/core';
import type { Collection, ProductWithVariants, PublicImage, PublicItem } from '@tessera/db';
import { imageJson } from './image-json.js';
import { itemHtml } from './item-body.js';
import { productImages, structuredContent } from './product-json.js';
import { itemUrl, safeLinkUrl } from './urls.js';

/** What one item's JSON is built from; the maps are shared by a whole list. */
export interface ItemSources {
  collection: Collection;
  products: Map<string, ProductWithVariants>;
  images: Map<string, PublicImage>;
  authors: Map<string, string>;
  /** Simple likes per item id; absent means none. */
  likes?: Map<string, number>;
  /** Approved comments per item id; absent means none. */
  comments?: Map<string, number>;
}

export type ItemJson = Record<string, unknown> & { id: string; fullUrl: string; title: string };

function mainImageId(item: PublicItem, product: ProductWithVariants | undefined): string | null {
  return item.main_image_id ?? product?.images[0] ?? null;
}

const MAX_DATE_MS = 8.64e15;

function eventFields(item: PublicItem): Record<string, unknown> {
  const { start_date: start, end_date: end } = item;
  // Dates beyond what a Date can hold have no calendar form; such an event simply gets no link.
  if (start === null || end === null || Math.abs(start) > MAX_DATE_MS || Math.abs(end) > MAX_DATE_MS)
    return {};
  const location = item.location;
  return {
    addToCalendarUrl: addToCalendarUrl({ title: item.title, startDate: start, endDate: end, location }),
  };
}

/**
 * An item as templates read it (docs/template-context.md "Items"): the language's field names,
 * safe HTML body and excerpt, the main image, and `structuredContent` for products.
 */
export function itemJson(item: PublicItem, sources: ItemSources): ItemJson {
  const product = sources.products.get(item.id);
  const imageId = mainImageId(item, product);
  const image = imageId ? sources.images.get(imageId) : undefined;
  const main = image ? imageJson(image) : undefined;
  const { body, excerpt } = itemHtml(item);
  // A collection with comments off hides its items' conversations, as the site-wide switch does.
  const commentsShown = collectionTakesComments(sources.collection.settings);
  const json: ItemJson = {
    id: item.id,
    collectionId: item.collection_id,
    fullUrl: itemUrl(sources.collection, item.url_id),
    title: item.title,
    recordType: item.record_type,
    urlId: item.url_id,
    body,
    excerpt,
    tags: item.tags,
    categories: item.categories,
    startDate: item.start_date,
    endDate: item.end_date,
    location: item.location,
    commentState: commentsShown ? item.comment_state : COMMENT_STATES.OFF,
    publicCommentCount: commentsShown ? (sources.comments?.get(item.id) ?? 0) : 0,
    likeCount: sources.likes?.get(item.id) ?? 0,
    publishOn: item.publish_on ?? item.created_at,
    addedOn: item.created_at,
    updatedOn: item.updated_at,
    externalLink: safeLinkUrl(item.external_link) ?? null,
    author: item.author_id
      ? { id: item.author_id, displayName: sources.authors.get(item.author_id) ?? '' }
      : null,
    ...(main && {
      mainImageId: main.id,
      systemDataId: main.id,
      assetUrl: main.assetUrl,
      systemDataVariants: main.systemDataVariants,
      originalSize: main.originalSize,
      mediaFocalPoint: main.mediaFocalPoint,
      mainImage: main,
    }),
    ...(item.record_type === RECORD_TYPES.EVENT && eventFields(item)),
  };
  if (product) {
    // The page's <title> and og:title when set (partials/page-title.partial).
    json['seoTitle'] = product.seo_title;
    json['structuredContent'] = structuredContent(product, sources.images);
    json['images'] = productImages(product, sources.images);
  }
  return json;
}

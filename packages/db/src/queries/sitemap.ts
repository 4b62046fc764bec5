import type { Executor } from './executor.js';
import { isPublicItem } from './public-content.js';

/** One public item as the sitemap lists it: where it is, when it changed, and its images. */
export interface SitemapItem {
  id: string;
  collectionId: string;
  urlId: string;
  updatedAt: number;
  /** The item's main image, then a product's images in display order (file ids, no repeats). */
  imageIds: string[];
}

function itemsOf(db: Executor, websiteId: string, collectionIds: readonly string[], now: number) {
  return db
    .selectFrom('items')
    .where('items.website_id', '=', websiteId)
    .where('items.collection_id', 'in', collectionIds)
    .where(isPublicItem(now));
}

/** How many public items the given collections hold. */
export async function countSitemapItems(
  db: Executor,
  websiteId: string,
  collectionIds: readonly string[],
  now: number,
): Promise<number> {
  if (collectionIds.length === 0) return 0;
  const row = await itemsOf(db, websiteId, collectionIds, now)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

function imagesOf(mainImageId: string | null, productImages: unknown): string[] {
  const listed: unknown = typeof productImages === 'string' ? JSON.parse(productImages) : productImages;
  const ids = [mainImageId, ...(Array.isArray(listed) ? listed : [])];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/**
 * A slice of the public items of the given collections in a stable order (by id), with each
 * product's images from the same statement.
 */
export async function listSitemapItems(
  db: Executor,
  websiteId: string,
  collectionIds: readonly string[],
  now: number,
  slice: { offset: number; limit: number },
): Promise<SitemapItem[]> {
  if (collectionIds.length === 0 || slice.limit <= 0) return [];
  const rows = await itemsOf(db, websiteId, collectionIds, now)
    .leftJoin('products', (join) =>
      join.onRef('products.item_id', '=', 'items.id').onRef('products.website_id', '=', 'items.website_id'),
    )
    .select([
      'items.id',
      'items.collection_id',
      'items.url_id',
      'items.updated_at',
      'items.main_image_id',
      'products.images',
    ])
    .orderBy('items.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    collectionId: r.collection_id,
    urlId: r.url_id,
    updatedAt: Number(r.updated_at),
    imageIds: imagesOf(r.main_image_id, r.images),
  }));
}

import type { Executor } from './executor.js';

/** The products the owner picked as related to `productId`, in their order. */
export async function listRelatedProductIds(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('product_related')
    .select('related_id')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.related_id);
}

/** Replaces a product's picked related products (ids of products of the same site). */
export async function setRelatedProducts(
  db: Executor,
  websiteId: string,
  productId: string,
  relatedIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('product_related')
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .execute();
  if (relatedIds.length === 0) return;
  await db
    .insertInto('product_related')
    .values(
      relatedIds.map((relatedId, position) => ({
        website_id: websiteId,
        product_id: productId,
        related_id: relatedId,
        position,
      })),
    )
    .execute();
}

/** Which of `ids` are products of the store collection (to check an owner's picks). */
export async function findStoreProductIds(
  db: Executor,
  websiteId: string,
  collectionId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select('item_id')
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('item_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.item_id));
}

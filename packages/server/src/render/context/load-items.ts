import { RECORD_TYPES } from '@tessera/core';
import {
  countApprovedComments,
  countItemLikes,
  loadAuthorNames,
  loadImages,
  loadProductsOf,
  type Collection,
  type Executor,
  type PublicItem,
} from '@tessera/db';
import type { MerchandisingContext } from '@tessera/core';
import { loadAdditionalFieldsForms, withAdditionalFieldsForm } from '../forms/additional-fields-forms.js';
import { itemJson, type ItemJson } from './item-json.js';
import { merchandisingJson } from './merchandising-json.js';
import { productImageIds } from './product-json.js';

/**
 * Item JSON for a list of items, with their products, variants, images and author names loaded in
 * a fixed number of batched statements (like and approved comment counts included) whatever the list's length. The products' merchandising
 * settings are added to `merchandising` (the page's `productMerchandisingContext`).
 */
export async function loadItemsJson(
  db: Executor,
  websiteId: string,
  items: readonly PublicItem[],
  collectionOf: (item: PublicItem) => Collection | undefined,
  merchandising: Record<string, MerchandisingContext>,
): Promise<ItemJson[]> {
  if (items.length === 0) return [];
  const productIds = items.filter((i) => i.record_type === RECORD_TYPES.STORE_ITEM).map((i) => i.id);
  const authorIds = items.flatMap((i) => (i.author_id ? [i.author_id] : []));
  const itemIds = items.map((i) => i.id);
  const [products, authors, likes, comments] = await Promise.all([
    loadProductsOf(db, websiteId, productIds),
    loadAuthorNames(db, websiteId, authorIds),
    countItemLikes(db, websiteId, itemIds),
    countApprovedComments(db, websiteId, itemIds),
  ]);
  const imageIds = [
    ...items.flatMap((i) => (i.main_image_id ? [i.main_image_id] : [])),
    ...[...products.values()].flatMap(productImageIds),
  ];
  const [images, forms] = await Promise.all([
    loadImages(db, websiteId, imageIds),
    loadAdditionalFieldsForms(db, websiteId, products.values()),
  ]);
  for (const [id, product] of products) merchandising[id] = merchandisingJson(product);
  return items.flatMap((item) => {
    const collection = collectionOf(item);
    return collection
      ? [
          withAdditionalFieldsForm(
            itemJson(item, { collection, products, images, authors, likes, comments }),
            forms,
          ),
        ]
      : [];
  });
}

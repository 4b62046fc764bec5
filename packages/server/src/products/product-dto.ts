import type { Collection, Product, ProductVariant, VariantDimensions } from '@tessera/db';
import type { ProductDto, VariantDto } from './schemas.js';

export function variantDto(v: ProductVariant): VariantDto {
  return {
    id: v.id,
    sku: v.sku,
    attributes: v.attributes,
    position: v.position,
    price: v.price,
    salePrice: v.sale_price,
    currency: v.currency,
    onSale: v.on_sale,
    unlimited: v.unlimited,
    qtyInStock: v.qty_in_stock,
    mainImageId: v.main_image_id,
    version: v.version,
  };
}

const NO_SIZE: VariantDimensions = { length: 0, width: 0, height: 0 };

/**
 * A product as the owner API answers it; `weights` (grams by variant id) and `sizes` (parcel
 * millimetres by variant id) when they were read.
 */
export function productDto(
  p: Product,
  collection: Collection,
  categoryIds: string[],
  relatedProductIds: string[],
  weights?: ReadonlyMap<string, number>,
  sizes?: ReadonlyMap<string, VariantDimensions>,
): ProductDto {
  return {
    id: p.item_id,
    collectionId: p.collection_id,
    productType: p.product_type,
    title: p.item.title,
    seoTitle: p.seo_title,
    urlId: p.item.url_id,
    fullUrl: `/${encodeURIComponent(collection.url_id)}/p/${encodeURIComponent(p.item.url_id)}`,
    body: p.item.body,
    excerpt: p.item.excerpt,
    tags: p.item.tags,
    categories: p.item.categories,
    publishState: p.item.publish_state,
    publishOn: p.item.publish_on,
    displayIndex: p.item.display_index,
    images: p.images,
    variantOptionOrdering: p.variant_option_ordering,
    subscriptionPlan: p.subscription_plan,
    additionalFieldsFormId: p.additional_fields_form_id,
    customAddButtonText: p.custom_add_button_text,
    merchandising: p.merchandising,
    digitalFileId: p.digital_file_id,
    categoryIds,
    relatedProductIds,
    variants: p.variants.map((v) =>
      weights
        ? {
            ...variantDto(v),
            weightGrams: weights.get(v.id) ?? 0,
            ...(sizes && { dimensionsMm: sizes.get(v.id) ?? NO_SIZE }),
          }
        : variantDto(v),
    ),
    version: p.version,
    createdAt: p.item.created_at,
    updatedAt: p.item.updated_at,
  };
}

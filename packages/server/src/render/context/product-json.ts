import { PRODUCT_TYPES, isOnSale, type ProductContent } from '@tessera/core';
import type { ProductWithVariants, PublicImage, PublicVariant } from '@tessera/db';
import { imageJson, type ImageJson } from './image-json.js';

type MoneyJson = { value: string; currency: string };

/** The spec's money JSON: minor units as a string (stored amounts are whole and non-negative). */
function moneyOf(minor: number, currency: string): MoneyJson {
  return { value: String(minor), currency };
}

function variantJson(variant: PublicVariant, ordering: readonly string[], images: Map<string, PublicImage>) {
  const names = [...ordering, ...Object.keys(variant.attributes).filter((n) => !ordering.includes(n))];
  const image = variant.main_image_id ? images.get(variant.main_image_id) : undefined;
  return {
    id: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    optionValues: names
      .filter((name) => variant.attributes[name] !== undefined)
      .map((name) => ({ optionName: name, value: variant.attributes[name] ?? '' })),
    priceMoney: moneyOf(variant.price, variant.currency),
    salePriceMoney: moneyOf(variant.sale_price, variant.currency),
    // Legacy integer cents (reference §11.2 form 3), still read by varied-prices? and legacy formatters.
    price: variant.price,
    salePrice: variant.sale_price,
    onSale: variant.on_sale,
    unlimited: variant.unlimited,
    qtyInStock: variant.qty_in_stock,
    ...(image && { mainImageId: image.id, mainImage: imageJson(image) }),
  };
}

export type StructuredContent = ProductContent & Record<string, unknown>;

/**
 * A product's `structuredContent` (platform spec §3 product fields). Money is `{value, currency}`
 * with the value in minor units as a string. Digital products carry the price of their (single)
 * variant on the product itself, where the rules of `@tessera/core` read it.
 */
export function structuredContent(
  product: ProductWithVariants,
  images: Map<string, PublicImage>,
): StructuredContent {
  const ordering = product.variant_option_ordering;
  const variants = product.variants.map((v) => variantJson(v, ordering, images));
  const content: Record<string, unknown> & { productType: ProductContent['productType'] } = {
    productType: product.product_type,
    variants,
    variantOptionOrdering: ordering,
    isSubscribable: product.subscription_plan !== null,
    subscriptionPlan: product.subscription_plan,
    additionalFieldsFormId: product.additional_fields_form_id,
    additionalFieldsForm: null,
    useCustomAddButtonText: product.use_custom_add_button_text,
    customAddButtonText: product.custom_add_button_text,
  };
  const first = variants[0];
  if (product.product_type === PRODUCT_TYPES.DIGITAL && first) {
    content['priceMoney'] = first.priceMoney;
    content['salePriceMoney'] = first.salePriceMoney;
    content['onSale'] = first.onSale;
  }
  content['onSale'] = isOnSale(content as StructuredContent);
  return content as StructuredContent;
}

/** The product's images in display order, as image JSON; unknown ids are skipped. */
export function productImages(product: ProductWithVariants, images: Map<string, PublicImage>): ImageJson[] {
  return product.images.flatMap((id) => {
    const file = images.get(id);
    return file ? [imageJson(file)] : [];
  });
}

/** Every image id a product refers to (gallery and variant images), for one batched load. */
export function productImageIds(product: ProductWithVariants): string[] {
  return [...product.images, ...product.variants.flatMap((v) => (v.main_image_id ? [v.main_image_id] : []))];
}

import {
  isProductType,
  PRODUCT_TYPES,
  type ProductContent,
  type ProductVariant as VariantContent,
} from '@tessera/core';
import {
  type CartProductRow,
  type CartProductWithVariants,
  clockOf,
  type Executor,
  listCartProducts,
  type ProductVariant,
} from '@tessera/db';

/** A product visitors may buy, as the database holds it and as core's rules read it. */
export interface PurchasableProduct {
  row: CartProductRow;
  variants: ProductVariant[];
  content: ProductContent;
  /** `/<collection>/p/<item>`, the product page. */
  url: string;
}

function visibleNow(row: CartProductRow, now: number): boolean {
  // Donation products live in a hidden store collection: sold from the donate page, never listed.
  if (row.is_donation) return row.publish_state === 'published';
  if (!row.collection_enabled) return false;
  if (row.publish_state === 'published') return true;
  return row.publish_state === 'scheduled' && row.publish_on !== null && row.publish_on <= now;
}

/** A database variant in core's shape (money as `{ value: minor units, currency }`). */
export function variantContent(variant: ProductVariant): VariantContent {
  const priceMoney = { value: String(variant.price), currency: variant.currency };
  return {
    id: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    priceMoney,
    salePriceMoney: { value: String(variant.sale_price), currency: variant.currency },
    onSale: variant.on_sale,
    unlimited: variant.unlimited,
    qtyInStock: variant.qty_in_stock,
  };
}

function purchasable(
  { product: row, variants }: CartProductWithVariants,
  now: number,
): PurchasableProduct | undefined {
  if (!visibleNow(row, now) || !isProductType(row.product_type)) return undefined;
  if (row.product_type === PRODUCT_TYPES.PAYWALL) return undefined;
  const content: ProductContent = {
    productType: row.product_type,
    variants: variants.map(variantContent),
    isSubscribable: row.subscription_plan !== null,
    variantOptionOrdering: row.variant_option_ordering,
    additionalFieldsFormId: row.additional_fields_form_id,
  };
  return { row, variants, content, url: `/${row.collection_url_id}/p/${row.item_url_id}` };
}

/**
 * The products of these item ids that a visitor of this website may buy now (one query for all):
 * published (or scheduled and due), in an enabled store, and sold through the store (paywall
 * products are not). Drafts, private items, another website's ids and unknown ids are absent alike.
 */
export async function loadPurchasableProducts(
  db: Executor,
  websiteId: string,
  itemIds: readonly string[],
  now = clockOf(db).now(),
): Promise<Map<string, PurchasableProduct>> {
  const found = new Map<string, PurchasableProduct>();
  for (const [itemId, loaded] of await listCartProducts(db, websiteId, itemIds)) {
    const product = purchasable(loaded, now);
    if (product) found.set(itemId, product);
  }
  return found;
}

/** The product with this item id if a visitor of this website may buy it now (see above). */
export async function loadPurchasableProduct(
  db: Executor,
  websiteId: string,
  itemId: string,
  now = clockOf(db).now(),
): Promise<PurchasableProduct | undefined> {
  return (await loadPurchasableProducts(db, websiteId, [itemId], now)).get(itemId);
}

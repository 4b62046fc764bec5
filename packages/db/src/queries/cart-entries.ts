import { sql, type SqlBool } from 'kysely';
import { newId } from '../ids.js';
import type { CartEntryRow } from '../schema/cart.js';
import type { ProductType, ProductVariantRow } from '../schema/catalog.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import { decodeVariant } from '../schema/row-decoders.js';
import type { PublishState } from '../schema/content.js';
import type { Executor } from './executor.js';
import type { ProductVariant } from './products.js';
import { clockOf } from '../clock.js';

export type CartEntry = Decoded<CartEntryRow>;

/** A cart line with what the cart shows about its product (title, address, type, variant). */
export type CartEntryView = CartEntry & {
  title: string;
  item_url_id: string;
  collection_url_id: string;
  product_type: ProductType;
  additional_fields_form_id: string | null;
  attributes: Record<string, string>;
  publish_state: PublishState;
  /** The file shown for the line: the variant's main image, else the product's first image. */
  image_id: string | null;
  /** One of the website's donation products: its page is the donate page, not a store's. */
  is_donation: boolean;
};

const decodeEntry = rowDecoder<CartEntryRow>(['additional_fields'], []);

/** The variant's own image, else the first of the product's images (a JSON list of file ids). */
function lineImageId(variantImageId: string | null, productImages: string): string | null {
  if (variantImageId) return variantImageId;
  const images = JSON.parse(productImages) as unknown;
  return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : null;
}

/** Every line of a cart, oldest first, joined with its product, item, variant and collection. */
export async function listCartEntryViews(
  db: Executor,
  websiteId: string,
  cartId: string,
): Promise<CartEntryView[]> {
  const rows = await db
    .selectFrom('cart_entries as e')
    .innerJoin('items as i', (j) =>
      j.onRef('i.website_id', '=', 'e.website_id').onRef('i.id', '=', 'e.item_id'),
    )
    .innerJoin('products as p', (j) =>
      j.onRef('p.website_id', '=', 'e.website_id').onRef('p.item_id', '=', 'e.item_id'),
    )
    .innerJoin('product_variants as v', (j) =>
      j.onRef('v.website_id', '=', 'e.website_id').onRef('v.id', '=', 'e.variant_id'),
    )
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'e.website_id').onRef('c.id', '=', 'i.collection_id'),
    )
    .leftJoin('donation_settings as d', 'd.website_id', 'e.website_id')
    .selectAll('e')
    .select([
      'd.one_off_item_id as donation_one_off_id',
      'd.monthly_item_id as donation_monthly_id',
      'i.title',
      'i.url_id as item_url_id',
      'i.publish_state',
      'c.url_id as collection_url_id',
      'p.product_type',
      'p.additional_fields_form_id',
      'p.images as product_images',
      'v.attributes',
      'v.main_image_id as variant_image_id',
    ])
    .where('e.website_id', '=', websiteId)
    .where('e.cart_id', '=', cartId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => {
    const {
      attributes,
      product_images,
      variant_image_id,
      donation_one_off_id,
      donation_monthly_id,
      ...rest
    } = row;
    const {
      title,
      item_url_id,
      publish_state,
      collection_url_id,
      product_type,
      additional_fields_form_id,
      ...entry
    } = rest;
    const view = {
      title,
      item_url_id,
      publish_state,
      collection_url_id,
      product_type,
      additional_fields_form_id,
    };
    return {
      ...decodeEntry(entry),
      ...view,
      attributes: JSON.parse(attributes) as Record<string, string>,
      image_id: lineImageId(variant_image_id, product_images),
      is_donation: row.item_id === donation_one_off_id || row.item_id === donation_monthly_id,
    };
  });
}

export interface NewCartEntry {
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
  unitPrice: number;
  currency: string;
  additionalFields: Record<string, unknown> | null;
}

let lastCreatedAt = 0;

/** Milliseconds that never repeat within a process, so lines added in one millisecond keep their order. */
function entryTime(db: Executor): number {
  lastCreatedAt = Math.max(clockOf(db).now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

/** Adds a line to a cart and returns it as stored (no read back: the values are ours). */
export async function createCartEntry(
  db: Executor,
  websiteId: string,
  cartId: string,
  entry: NewCartEntry,
): Promise<CartEntry> {
  const row: CartEntry = {
    id: newId(),
    website_id: websiteId,
    cart_id: cartId,
    item_id: entry.itemId,
    variant_id: entry.variantId,
    sku: entry.sku,
    quantity: entry.quantity,
    unit_price: entry.unitPrice,
    currency: entry.currency,
    additional_fields: entry.additionalFields,
    created_at: entryTime(db),
  };
  const additional = entry.additionalFields === null ? null : toJson(entry.additionalFields);
  await db
    .insertInto('cart_entries')
    .values({ ...row, additional_fields: additional })
    .execute();
  return row;
}

export async function insertCartEntry(
  db: Executor,
  websiteId: string,
  cartId: string,
  entry: NewCartEntry,
): Promise<string> {
  return (await createCartEntry(db, websiteId, cartId, entry)).id;
}

export interface EntryChange {
  quantity?: number;
  /** A new unit price snapshot, with its currency. */
  price?: { unitPrice: number; currency: string };
  additionalFields?: Record<string, unknown>;
}

/** Changes one line of one cart; false when the cart has no such line. */
export async function updateCartEntry(
  db: Executor,
  websiteId: string,
  cartId: string,
  entryId: string,
  change: EntryChange,
): Promise<boolean> {
  const result = await db
    .updateTable('cart_entries')
    .set({
      ...(change.quantity !== undefined && { quantity: change.quantity }),
      ...(change.price && { unit_price: change.price.unitPrice, currency: change.price.currency }),
      ...(change.additionalFields && { additional_fields: toJson(change.additionalFields) }),
    })
    .where('website_id', '=', websiteId)
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteCartEntry(
  db: Executor,
  websiteId: string,
  cartId: string,
  entryId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_entries')
    .where('website_id', '=', websiteId)
    .where('cart_id', '=', cartId)
    .where('id', '=', entryId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A product as the cart rules need it: its item, collection, plan, form and images. */
export interface CartProductRow {
  item_id: string;
  product_type: ProductType;
  variant_option_ordering: string[];
  subscription_plan: unknown;
  additional_fields_form_id: string | null;
  /** File ids of the product's images in display order. */
  images: string[];
  title: string;
  item_url_id: string;
  publish_state: PublishState;
  publish_on: number | null;
  collection_url_id: string;
  collection_enabled: boolean;
  /** One of the website's donation products (sold from the donate page, not from a store page). */
  is_donation: boolean;
}

/** A product with its variants in position order. */
export interface CartProductWithVariants {
  product: CartProductRow;
  variants: ProductVariant[];
}

function cartProducts(db: Executor, websiteId: string) {
  return db
    .selectFrom('products as p')
    .innerJoin('items as i', (j) =>
      j.onRef('i.website_id', '=', 'p.website_id').onRef('i.id', '=', 'p.item_id'),
    )
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'p.website_id').onRef('c.id', '=', 'p.collection_id'),
    )
    .leftJoin('donation_settings as d', 'd.website_id', 'p.website_id')
    .select([
      'd.one_off_item_id as donation_one_off_id',
      'd.monthly_item_id as donation_monthly_id',
      'p.item_id',
      'p.product_type',
      'p.variant_option_ordering',
      'p.subscription_plan',
      'p.additional_fields_form_id',
      'p.images',
      'i.title',
      'i.url_id as item_url_id',
      'i.publish_state',
      'i.publish_on',
      'c.url_id as collection_url_id',
      'c.enabled as collection_enabled',
    ])
    .where('p.website_id', '=', websiteId);
}

interface CartProductColumns {
  item_id: string;
  product_type: ProductType;
  variant_option_ordering: string;
  subscription_plan: string | null;
  additional_fields_form_id: string | null;
  images: string;
  title: string;
  item_url_id: string;
  publish_state: PublishState;
  publish_on: number | null;
  collection_url_id: string;
  collection_enabled: number;
  donation_one_off_id: string | null;
  donation_monthly_id: string | null;
}

function decodeCartProduct(row: CartProductColumns): CartProductRow {
  return {
    item_id: row.item_id,
    product_type: row.product_type,
    variant_option_ordering: JSON.parse(row.variant_option_ordering) as string[],
    subscription_plan: row.subscription_plan === null ? null : (JSON.parse(row.subscription_plan) as unknown),
    additional_fields_form_id: row.additional_fields_form_id,
    images: JSON.parse(row.images) as string[],
    title: row.title,
    item_url_id: row.item_url_id,
    publish_state: row.publish_state,
    publish_on: row.publish_on,
    collection_url_id: row.collection_url_id,
    collection_enabled: row.collection_enabled === 1,
    is_donation: row.item_id === row.donation_one_off_id || row.item_id === row.donation_monthly_id,
  };
}

/** The product with this item id on this website, or undefined (another website's id included). */
export async function findCartProduct(
  db: Executor,
  websiteId: string,
  itemId: string,
): Promise<CartProductRow | undefined> {
  const row = await cartProducts(db, websiteId).where('p.item_id', '=', itemId).executeTakeFirst();
  return row && decodeCartProduct(row);
}

/**
 * Products of these item ids on this website with their variants, in ONE statement (a left join,
 * so a product without variants is still found); ids of other websites or unknown ids are absent.
 */
export async function listCartProducts(
  db: Executor,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, CartProductWithVariants>> {
  const found = new Map<string, CartProductWithVariants>();
  if (itemIds.length === 0) return found;
  const rows = await cartProducts(db, websiteId)
    .leftJoin('product_variants as v', (j) =>
      j.onRef('v.website_id', '=', 'p.website_id').onRef('v.product_id', '=', 'p.item_id'),
    )
    .select([
      'v.id as v_id',
      'v.website_id as v_website_id',
      'v.product_id as v_product_id',
      'v.sku as v_sku',
      'v.attributes as v_attributes',
      'v.position as v_position',
      'v.price as v_price',
      'v.sale_price as v_sale_price',
      'v.currency as v_currency',
      'v.on_sale as v_on_sale',
      'v.unlimited as v_unlimited',
      'v.qty_in_stock as v_qty_in_stock',
      'v.main_image_id as v_main_image_id',
      'v.version as v_version',
    ])
    .where('p.item_id', 'in', [...new Set(itemIds)])
    .orderBy('p.item_id')
    .orderBy('v.position')
    .execute();
  for (const row of rows) {
    let entry = found.get(row.item_id);
    if (!entry) {
      entry = { product: decodeCartProduct(row), variants: [] };
      found.set(row.item_id, entry);
    }
    if (row.v_id === null) continue;
    entry.variants.push(
      decodeVariant({
        id: row.v_id,
        website_id: row.v_website_id ?? websiteId,
        product_id: row.v_product_id ?? row.item_id,
        sku: row.v_sku ?? '',
        attributes: row.v_attributes ?? ('{}' as ProductVariantRow['attributes']),
        position: row.v_position ?? 0,
        price: row.v_price ?? 0,
        sale_price: row.v_sale_price ?? 0,
        currency: row.v_currency ?? '',
        on_sale: row.v_on_sale ?? 0,
        unlimited: row.v_unlimited ?? 0,
        qty_in_stock: row.v_qty_in_stock ?? 0,
        main_image_id: row.v_main_image_id,
        version: row.v_version ?? 1,
      }),
    );
  }
  return found;
}

/** Up to `limit` published products of enabled store collections, for an example cart. */
export async function listSampleCartProductIds(
  db: Executor,
  websiteId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('items as i', (j) =>
      j.onRef('i.website_id', '=', 'p.website_id').onRef('i.id', '=', 'p.item_id'),
    )
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'p.website_id').onRef('c.id', '=', 'p.collection_id'),
    )
    .select('p.item_id')
    .where('p.website_id', '=', websiteId)
    .where('i.publish_state', '=', 'published')
    .where(sql<SqlBool>`c.enabled = 1`)
    .where('p.subscription_plan', 'is', null)
    .orderBy('i.display_index')
    .orderBy('i.created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.item_id);
}

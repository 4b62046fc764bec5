import { sql, type SqlBool } from 'kysely';
import { newId } from '../ids.js';
import type { CartEntryRow } from '../schema/cart.js';
import type { ProductType } from '../schema/catalog.js';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { PublishState } from '../schema/content.js';
import type { Executor } from './executor.js';

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
};

const decodeEntry = rowDecoder<CartEntryRow>(['additional_fields'], []);

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
    .selectAll('e')
    .select([
      'i.title',
      'i.url_id as item_url_id',
      'i.publish_state',
      'c.url_id as collection_url_id',
      'p.product_type',
      'p.additional_fields_form_id',
      'v.attributes',
    ])
    .where('e.website_id', '=', websiteId)
    .where('e.cart_id', '=', cartId)
    .orderBy('e.created_at')
    .orderBy('e.id')
    .execute();
  return rows.map((row) => {
    const { attributes, ...rest } = row;
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
    return { ...decodeEntry(entry), ...view, attributes: JSON.parse(attributes) as Record<string, string> };
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
function entryTime(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export async function insertCartEntry(
  db: Executor,
  websiteId: string,
  cartId: string,
  entry: NewCartEntry,
): Promise<string> {
  const id = newId();
  await db
    .insertInto('cart_entries')
    .values({
      id,
      website_id: websiteId,
      cart_id: cartId,
      item_id: entry.itemId,
      variant_id: entry.variantId,
      sku: entry.sku,
      quantity: entry.quantity,
      unit_price: entry.unitPrice,
      currency: entry.currency,
      additional_fields: entry.additionalFields === null ? null : toJson(entry.additionalFields),
      created_at: entryTime(),
    })
    .execute();
  return id;
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

/** A product as the cart rules need it: its item, collection, plan and form, in one query. */
export interface CartProductRow {
  item_id: string;
  product_type: ProductType;
  variant_option_ordering: string[];
  subscription_plan: unknown;
  additional_fields_form_id: string | null;
  title: string;
  item_url_id: string;
  publish_state: PublishState;
  publish_on: number | null;
  collection_url_id: string;
  collection_enabled: boolean;
}

/** The product with this item id on this website, or undefined (another website's id included). */
export async function findCartProduct(
  db: Executor,
  websiteId: string,
  itemId: string,
): Promise<CartProductRow | undefined> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('items as i', (j) =>
      j.onRef('i.website_id', '=', 'p.website_id').onRef('i.id', '=', 'p.item_id'),
    )
    .innerJoin('collections as c', (j) =>
      j.onRef('c.website_id', '=', 'p.website_id').onRef('c.id', '=', 'p.collection_id'),
    )
    .select([
      'p.item_id',
      'p.product_type',
      'p.variant_option_ordering',
      'p.subscription_plan',
      'p.additional_fields_form_id',
      'i.title',
      'i.url_id as item_url_id',
      'i.publish_state',
      'i.publish_on',
      'c.url_id as collection_url_id',
      'c.enabled as collection_enabled',
    ])
    .where('p.website_id', '=', websiteId)
    .where('p.item_id', '=', itemId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    variant_option_ordering: JSON.parse(row.variant_option_ordering) as string[],
    subscription_plan: row.subscription_plan === null ? null : (JSON.parse(row.subscription_plan) as unknown),
    collection_enabled: row.collection_enabled === 1,
  };
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

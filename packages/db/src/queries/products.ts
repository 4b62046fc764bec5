import { sql, type Updateable } from 'kysely';
import { newId } from '../ids.js';
import { RECORD_TYPES } from '../schema/content.js';
import { toFlag, toJson, type Decoded } from '../schema/columns.js';
import { decodeProduct, decodeVariant } from '../schema/row-decoders.js';
import type {
  Merchandising,
  ProductRow,
  ProductsTable,
  ProductType,
  ProductVariantRow,
  ProductVariantsTable,
  SubscriptionPlan,
} from '../schema/catalog.js';
import { inTransaction, type Executor } from './executor.js';
import { createItem, findItem, listItemsByIds, type Item, type ItemInput } from './items.js';

export type ProductVariant = Decoded<ProductVariantRow>;
export type Product = Decoded<ProductRow> & { item: Item; variants: ProductVariant[] };

export interface VariantInput {
  /** A caller-chosen id (the demo seed uses stable ids); a random one otherwise. */
  id?: string;
  sku: string;
  attributes?: Record<string, string>;
  position?: number;
  /** Minor units (integer). */
  price: number;
  salePrice?: number;
  currency: string;
  onSale?: boolean;
  unlimited?: boolean;
  qtyInStock?: number;
  mainImageId?: string | null;
}

export interface ProductInput {
  item: Omit<ItemInput, 'recordType'>;
  productType: ProductType;
  variantOptionOrdering?: string[];
  images?: string[];
  subscriptionPlan?: SubscriptionPlan | null;
  additionalFieldsFormId?: string | null;
  customAddButtonText?: string | null;
  merchandising?: Partial<Merchandising>;
  digitalFileId?: string | null;
  /** '' (the default): search engines get the product's name. */
  seoTitle?: string;
  variants: VariantInput[];
}

function variantColumns(v: Partial<VariantInput>): Updateable<ProductVariantsTable> {
  const set: Updateable<ProductVariantsTable> = {};
  if (v.sku !== undefined) set.sku = v.sku;
  if (v.attributes !== undefined) set.attributes = toJson(v.attributes);
  if (v.position !== undefined) set.position = v.position;
  if (v.price !== undefined) set.price = v.price;
  if (v.salePrice !== undefined) set.sale_price = v.salePrice;
  if (v.currency !== undefined) set.currency = v.currency;
  if (v.onSale !== undefined) set.on_sale = toFlag(v.onSale);
  if (v.unlimited !== undefined) set.unlimited = toFlag(v.unlimited);
  if (v.qtyInStock !== undefined) set.qty_in_stock = v.qtyInStock;
  if (v.mainImageId !== undefined) set.main_image_id = v.mainImageId;
  return set;
}

/** Creates the store item, its product row and its variants in one transaction. */
export async function createProduct(db: Executor, websiteId: string, input: ProductInput): Promise<Product> {
  return inTransaction(db, async (trx) => {
    const item = await createItem(trx, websiteId, { ...input.item, recordType: RECORD_TYPES.storeItem });
    await trx
      .insertInto('products')
      .values({
        item_id: item.id,
        website_id: websiteId,
        collection_id: item.collection_id,
        product_type: input.productType,
        variant_option_ordering: toJson(input.variantOptionOrdering ?? []),
        images: toJson(input.images ?? []),
        subscription_plan: input.subscriptionPlan ? toJson(input.subscriptionPlan) : null,
        additional_fields_form_id: input.additionalFieldsFormId ?? null,
        use_custom_add_button_text: toFlag(Boolean(input.customAddButtonText)),
        custom_add_button_text: input.customAddButtonText ?? null,
        merchandising: toJson(input.merchandising ?? {}),
        digital_file_id: input.digitalFileId ?? null,
        seo_title: input.seoTitle ?? '',
      })
      .execute();
    for (const [index, variant] of input.variants.entries()) {
      await addVariant(trx, websiteId, item.id, { position: index, ...variant });
    }
    const product = await findProduct(trx, websiteId, item.id);
    if (!product) throw new Error('Product vanished inside its own transaction');
    return product;
  });
}

export async function addVariant(
  db: Executor,
  websiteId: string,
  productId: string,
  input: VariantInput,
): Promise<ProductVariant> {
  const row = await db
    .insertInto('product_variants')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      product_id: productId,
      sku: input.sku,
      price: input.price,
      currency: input.currency,
      ...variantColumns(input),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeVariant(row);
}

export async function findProduct(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<Product | undefined> {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('item_id', '=', productId)
    .executeTakeFirst();
  if (!row) return undefined;
  const item = await findItem(db, websiteId, productId);
  if (!item) return undefined;
  return { ...decodeProduct(row), item, variants: await listVariants(db, websiteId, productId) };
}

/** A product's variants by position (`loadProductsOf`'s query for one product). */
export async function listVariants(
  db: Executor,
  websiteId: string,
  productId: string,
): Promise<ProductVariant[]> {
  return (await loadProductsOf(db, websiteId, [productId])).get(productId)?.variants ?? [];
}

export async function findVariant(
  db: Executor,
  websiteId: string,
  variantId: string,
): Promise<ProductVariant | undefined> {
  const row = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  return row && decodeVariant(row);
}

export async function updateVariant(
  db: Executor,
  websiteId: string,
  variantId: string,
  input: Partial<VariantInput>,
): Promise<ProductVariant | undefined> {
  const set = variantColumns(input);
  // Nothing to set is no change (an UPDATE with an empty SET is not SQL).
  if (Object.keys(set).length === 0) return findVariant(db, websiteId, variantId);
  const row = await db
    .updateTable('product_variants')
    .set(set)
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .returningAll()
    .executeTakeFirst();
  return row && decodeVariant(row);
}

/**
 * Takes `quantity` from a limited variant's stock in one conditional statement, so concurrent
 * buyers can never drive it below zero. Returns false when there is not enough stock.
 * Unlimited variants always succeed and keep their count.
 */
export async function takeStock(
  db: Executor,
  websiteId: string,
  variantId: string,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set((eb) => ({
      qty_in_stock: eb
        .case()
        .when('unlimited', '=', 1)
        .then(eb.ref('qty_in_stock'))
        .else(sql<number>`qty_in_stock - ${quantity}`)
        .end(),
    }))
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where((eb) => eb.or([eb('unlimited', '=', 1), eb('qty_in_stock', '>=', quantity)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function returnStock(
  db: Executor,
  websiteId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ qty_in_stock: sql<number>`qty_in_stock + ${quantity}` })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .execute();
}

/** How many products a store collection holds (the spec allows 200). */
export async function countProducts(db: Executor, websiteId: string, collectionId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Products of a collection with their items and variants, in the items' display order (3 queries). */
export async function listProducts(
  db: Executor,
  websiteId: string,
  collectionId: string,
  options: { limit?: number; offset?: number } = {},
): Promise<Product[]> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('items', (j) =>
      j.onRef('items.id', '=', 'products.item_id').onRef('items.website_id', '=', 'products.website_id'),
    )
    .select('products.item_id')
    .where('products.website_id', '=', websiteId)
    .where('products.collection_id', '=', collectionId)
    .orderBy('items.display_index')
    .orderBy('items.created_at', 'desc')
    .orderBy('items.id')
    .limit(options.limit ?? 200)
    .offset(options.offset ?? 0)
    .execute();
  const ids = rows.map((r) => r.item_id);
  const items = new Map((await listItemsByIds(db, websiteId, ids)).map((i) => [i.id, i]));
  const products = await loadProductsOf(db, websiteId, ids);
  return ids.flatMap((id) => {
    const item = items.get(id);
    const product = products.get(id);
    return item && product ? [{ ...product, item }] : [];
  });
}

/** A product with its variants by position (a `Product` without its item, which the caller has). */
export type ProductWithVariants = Omit<Product, 'item'>;

const VARIANT_COLUMNS = [
  'id',
  'website_id',
  'product_id',
  'sku',
  'attributes',
  'position',
  'price',
  'sale_price',
  'currency',
  'on_sale',
  'unlimited',
  'qty_in_stock',
  'main_image_id',
  'version',
] as const satisfies readonly (keyof ProductVariantsTable)[];

/** Every column of a variant: the owner's reads return whole variants through this query too. */
const VARIANT_COLUMNS_COMPLETE: Exclude<
  keyof ProductVariantsTable,
  (typeof VARIANT_COLUMNS)[number]
> extends never
  ? true
  : never = true;
void VARIANT_COLUMNS_COMPLETE;

/** Products (and their variants, by position) of the given store items, in one statement. */
export async function loadProductsOf(
  db: Executor,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, ProductWithVariants>> {
  const found = new Map<string, ProductWithVariants>();
  if (itemIds.length === 0) return found;
  const rows = await db
    .selectFrom('products')
    .leftJoin('product_variants as v', (join) =>
      join.onRef('v.product_id', '=', 'products.item_id').onRef('v.website_id', '=', 'products.website_id'),
    )
    .selectAll('products')
    .select(VARIANT_COLUMNS.map((c) => `v.${c} as v_${c}` as const))
    .where('products.website_id', '=', websiteId)
    .where('products.item_id', 'in', itemIds)
    .orderBy('products.item_id')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute();
  for (const row of rows) {
    const record = row as unknown as Record<string, unknown>;
    let product = found.get(row.item_id);
    if (!product) {
      const own = Object.fromEntries(Object.entries(record).filter(([k]) => !k.startsWith('v_')));
      product = { ...decodeProduct(own as unknown as ProductRow), variants: [] };
      found.set(row.item_id, product);
    }
    if (record['v_id'] === null) continue;
    const variant = Object.fromEntries(VARIANT_COLUMNS.map((c) => [c, record[`v_${c}`]]));
    product.variants.push(decodeVariant(variant as unknown as ProductVariantRow));
  }
  return found;
}

/** Product-level fields (the item's own fields go through `updateItem`). */
export type ProductUpdate = Partial<Omit<ProductInput, 'item' | 'variants'>>;

export async function updateProduct(
  db: Executor,
  websiteId: string,
  productId: string,
  input: ProductUpdate,
): Promise<boolean> {
  const set: Updateable<ProductsTable> = {};
  if (input.productType !== undefined) set.product_type = input.productType;
  if (input.variantOptionOrdering !== undefined)
    set.variant_option_ordering = toJson(input.variantOptionOrdering);
  if (input.images !== undefined) set.images = toJson(input.images);
  if (input.subscriptionPlan !== undefined)
    set.subscription_plan = input.subscriptionPlan ? toJson(input.subscriptionPlan) : null;
  if (input.additionalFieldsFormId !== undefined)
    set.additional_fields_form_id = input.additionalFieldsFormId;
  if (input.customAddButtonText !== undefined) {
    set.custom_add_button_text = input.customAddButtonText;
    set.use_custom_add_button_text = toFlag(Boolean(input.customAddButtonText));
  }
  if (input.merchandising !== undefined) set.merchandising = toJson(input.merchandising);
  if (input.digitalFileId !== undefined) set.digital_file_id = input.digitalFileId;
  if (input.seoTitle !== undefined) set.seo_title = input.seoTitle;
  if (Object.keys(set).length === 0) return (await findProduct(db, websiteId, productId)) !== undefined;
  const result = await db
    .updateTable('products')
    .set(set)
    .where('website_id', '=', websiteId)
    .where('item_id', '=', productId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteVariant(db: Executor, websiteId: string, variantId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('product_variants')
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The variant of this website using `sku`, if any (SKUs are unique per website). */
export async function findVariantBySku(
  db: Executor,
  websiteId: string,
  sku: string,
): Promise<ProductVariant | undefined> {
  const row = await db
    .selectFrom('product_variants')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('sku', '=', sku)
    .executeTakeFirst();
  return row && decodeVariant(row);
}

/**
 * Claims the next version of a product for an owner save: true only if it is still at `expected`
 * (a conditional update, so of two saves made from the same version exactly one wins).
 */
export async function bumpProductVersion(
  db: Executor,
  websiteId: string,
  productId: string,
  expected: number,
): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ version: sql<number>`version + 1` })
    .where('website_id', '=', websiteId)
    .where('item_id', '=', productId)
    .where('version', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The same for a variant's own fields (its stock edits bump it in `setVariantStock`). */
export async function bumpVariantVersion(
  db: Executor,
  websiteId: string,
  variantId: string,
  expected: number,
): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set({ version: sql<number>`version + 1` })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where('version', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

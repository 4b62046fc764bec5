import { hasStock, ok, type ProductType } from '@tessera/core';
import {
  bumpProductVersion,
  countProducts,
  createProduct,
  deleteItem,
  deleteLayoutsOf,
  findCollection,
  findProduct,
  listProductCategoryIds,
  listRelatedProductIds,
  listProducts,
  listVariantDimensions,
  listVariantWeights,
  setProductCategories,
  setRelatedProducts,
  updateItem,
  updateProduct,
  type Collection,
  type VariantInput,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { isStore } from '../store/index.js';
import { itemUrlId } from '../items/index.js';
import { fail, invalid, type FieldErrors, type Outcome } from '../owner-kit/index.js';
import { productDto } from './product-dto.js';
import {
  checkCategories,
  checkFiles,
  checkOptions,
  checkProductType,
  checkRelatedProducts,
  checkSkus,
  checkVariant,
  generatedSku,
} from './product-rules.js';
import type { ProductCreate, ProductDto, ProductPatch, VariantCreate } from './schemas.js';

/** Spec §9: products per collection 200. */
export const MAX_PRODUCTS_PER_COLLECTION = 200;

async function storeOf(ctx: ServiceContext, collectionId: string): Promise<Collection | undefined> {
  const collection = await findCollection(ctx.db, ctx.websiteId, collectionId);
  return isStore(collection) ? collection : undefined;
}

export async function readOwnerProduct(ctx: ServiceContext, productId: string): Promise<Outcome<ProductDto>> {
  const product = await findProduct(ctx.db, ctx.websiteId, productId);
  const collection = product && (await findCollection(ctx.db, ctx.websiteId, product.collection_id));
  if (!product || !collection) return fail('not-found');
  const variantIds = product.variants.map((v) => v.id);
  const [categoryIds, relatedIds, weights, sizes] = await Promise.all([
    listProductCategoryIds(ctx.db, ctx.websiteId, productId),
    listRelatedProductIds(ctx.db, ctx.websiteId, productId),
    listVariantWeights(ctx.db, ctx.websiteId, variantIds),
    listVariantDimensions(ctx.db, ctx.websiteId, variantIds),
  ]);
  return ok(productDto(product, collection, categoryIds, relatedIds, weights, sizes));
}

export async function listOwnerProducts(
  ctx: ServiceContext,
  collectionId: string,
  page: { limit: number; offset: number },
): Promise<Outcome<{ products: ProductDto[]; total: number }>> {
  const collection = await storeOf(ctx, collectionId);
  if (!collection) return fail('not-found');
  const [products, total] = await Promise.all([
    listProducts(ctx.db, ctx.websiteId, collectionId, page),
    countProducts(ctx.db, ctx.websiteId, collectionId),
  ]);
  const dtos = await Promise.all(
    products.map(async (p) =>
      productDto(
        p,
        collection,
        await listProductCategoryIds(ctx.db, ctx.websiteId, p.item_id),
        await listRelatedProductIds(ctx.db, ctx.websiteId, p.item_id),
        await listVariantWeights(
          ctx.db,
          ctx.websiteId,
          p.variants.map((v) => v.id),
        ),
      ),
    ),
  );
  return ok({ products: dtos, total });
}

/** Variant rows as stored: products without per-variant stock (digital, gift cards) never run out. */
export function variantRow(
  v: VariantCreate,
  productType: ProductType,
  currency: string,
  position: number,
): VariantInput {
  const stocked = hasStock(productType);
  return {
    sku: v.sku ?? generatedSku(),
    attributes: v.attributes ?? {},
    position,
    price: v.price,
    salePrice: v.salePrice ?? 0,
    currency,
    onSale: v.onSale ?? false,
    unlimited: stocked ? (v.unlimited ?? false) : true,
    qtyInStock: stocked ? (v.qtyInStock ?? 0) : 0,
    mainImageId: v.mainImageId ?? null,
  };
}

async function checkProduct(
  ctx: ServiceContext,
  collectionId: string,
  input: ProductCreate,
  ordering: string[],
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  input.variants.forEach((v, i) => checkVariant(v, input.productType, `variants.${i}`, errors));
  checkOptions(ordering, input.variants, errors);
  checkProductType(
    input.productType,
    {
      variantCount: input.variants.length,
      subscribable: !!input.subscriptionPlan,
      digitalFileId: input.digitalFileId,
    },
    errors,
  );
  const files = [
    ...(input.images ?? []).map((id, i) => ({ path: `images.${i}`, id, image: true })),
    ...input.variants.flatMap((v, i) =>
      v.mainImageId ? [{ path: `variants.${i}.mainImageId`, id: v.mainImageId, image: true }] : [],
    ),
    ...(input.digitalFileId ? [{ path: 'digitalFileId', id: input.digitalFileId, image: false }] : []),
  ];
  await checkFiles(ctx, files, errors);
  const skus = input.variants.flatMap((v, i) => (v.sku ? [{ path: `variants.${i}.sku`, sku: v.sku }] : []));
  await checkSkus(ctx.db, ctx.websiteId, skus, errors);
  await checkCategories(ctx, collectionId, input.categoryIds, errors);
  await checkRelatedProducts(ctx, collectionId, undefined, input.relatedProductIds, errors);
  return errors;
}

/** Adds a product to a store (at most 200 per collection), with its variants and categories. */
export async function createOwnerProduct(
  ctx: ServiceContext,
  collectionId: string,
  input: ProductCreate,
  currency: string,
): Promise<Outcome<ProductDto>> {
  const collection = await storeOf(ctx, collectionId);
  if (!collection) return fail('not-found');
  const ordering = input.variantOptionOrdering ?? Object.keys(input.variants[0]?.attributes ?? {});
  const errors = await checkProduct(ctx, collectionId, input, ordering);
  if (Object.keys(errors).length > 0) return invalid(errors);
  if ((await countProducts(ctx.db, ctx.websiteId, collectionId)) >= MAX_PRODUCTS_PER_COLLECTION)
    return fail('too-many-products');
  const urlId = await itemUrlId(ctx, collectionId, input.title, input.urlId);
  if (!urlId.ok) return urlId;
  const { variants, categoryIds, relatedProductIds, productType, variantOptionOrdering: _o, ...rest } = input;
  const product = await createProduct(ctx.db, ctx.websiteId, {
    item: {
      ...pickItem(rest),
      collectionId,
      title: input.title,
      urlId: urlId.value,
      publishState: input.publishState ?? 'draft',
    },
    productType,
    variantOptionOrdering: ordering,
    images: rest.images ?? [],
    subscriptionPlan: rest.subscriptionPlan ?? null,
    additionalFieldsFormId: rest.additionalFieldsFormId ?? null,
    customAddButtonText: rest.customAddButtonText ?? null,
    merchandising: rest.merchandising ?? {},
    digitalFileId: rest.digitalFileId ?? null,
    seoTitle: rest.seoTitle ?? '',
    variants: variants.map((v, i) => variantRow(v, productType, currency, i)),
  });
  await setProductCategories(ctx.db, ctx.websiteId, product.item_id, categoryIds ?? []);
  await setRelatedProducts(ctx.db, ctx.websiteId, product.item_id, relatedProductIds ?? []);
  // A new product's variants have no weight or size yet.
  return ok(
    productDto(product, collection, categoryIds ?? [], relatedProductIds ?? [], new Map(), new Map()),
  );
}

/** The item-level fields of a product body (the store item's title, text, tags and state). */
function pickItem(input: ProductPatch) {
  const { body, excerpt, tags, categories, publishState, publishOn, displayIndex } = input;
  return Object.fromEntries(
    Object.entries({ body, excerpt, tags, categories, publishState, publishOn, displayIndex }).filter(
      ([, v]) => v !== undefined,
    ),
  );
}

export async function updateOwnerProduct(
  ctx: ServiceContext,
  productId: string,
  patch: ProductPatch,
): Promise<Outcome<ProductDto>> {
  const product = await findProduct(ctx.db, ctx.websiteId, productId);
  if (!product) return fail('not-found');
  if (patch.version !== undefined && patch.version !== product.version) return fail('changed-elsewhere');
  const productType = product.product_type;
  const ordering = patch.variantOptionOrdering ?? product.variant_option_ordering;
  const errors: FieldErrors = {};
  if (patch.variantOptionOrdering) checkOptions(ordering, product.variants, errors);
  checkProductType(
    productType,
    {
      variantCount: product.variants.length,
      subscribable:
        patch.subscriptionPlan !== undefined ? !!patch.subscriptionPlan : product.subscription_plan !== null,
      digitalFileId: patch.digitalFileId !== undefined ? patch.digitalFileId : product.digital_file_id,
    },
    errors,
  );
  const files = [
    ...(patch.images ?? []).map((id, i) => ({ path: `images.${i}`, id, image: true })),
    ...(patch.digitalFileId ? [{ path: 'digitalFileId', id: patch.digitalFileId, image: false }] : []),
  ];
  await checkFiles(ctx, files, errors);
  await checkCategories(ctx, product.collection_id, patch.categoryIds, errors);
  await checkRelatedProducts(ctx, product.collection_id, productId, patch.relatedProductIds, errors);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const urlId = patch.urlId
    ? await itemUrlId(ctx, product.collection_id, product.item.title, patch.urlId, productId)
    : ok(undefined);
  if (!urlId.ok) return urlId;
  const { categoryIds, relatedProductIds, title, version: _version, ...rest } = patch;
  if (!(await bumpProductVersion(ctx.db, ctx.websiteId, productId, product.version)))
    return fail('changed-elsewhere');
  await updateItem(ctx.db, ctx.websiteId, productId, {
    ...pickItem(rest),
    ...(title && { title }),
    ...(urlId.value && { urlId: urlId.value }),
  });
  await updateProduct(ctx.db, ctx.websiteId, productId, rest);
  if (categoryIds) await setProductCategories(ctx.db, ctx.websiteId, productId, categoryIds);
  if (relatedProductIds) await setRelatedProducts(ctx.db, ctx.websiteId, productId, relatedProductIds);
  return readOwnerProduct(ctx, productId);
}

export async function deleteOwnerProduct(ctx: ServiceContext, productId: string): Promise<Outcome<void>> {
  const product = await findProduct(ctx.db, ctx.websiteId, productId);
  if (!product) return fail('not-found');
  await deleteLayoutsOf(ctx.db, ctx.websiteId, 'item', productId);
  await deleteItem(ctx.db, ctx.websiteId, productId);
  return ok(undefined);
}

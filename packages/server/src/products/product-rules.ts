import { randomBytes } from 'node:crypto';
import { PRODUCT_TYPES } from '@tessera/core';
import { findFile, findStoreProductIds, findVariantBySku, listCategories, type Executor } from '@tessera/db';
import type { ServiceContext } from '../context.js';
import type { FieldErrors } from '../owner-kit/index.js';
import type { VariantCreate, VariantPatch } from './schemas.js';

type VariantShape = VariantCreate | (VariantPatch & { price: number });

/** A new SKU for a variant the owner gave none: unique per website in practice, checked anyway. */
export function generatedSku(): string {
  return `TS-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Price and sale rules of one variant (gift cards are never on sale, spec §4). */
export function checkVariant(v: VariantShape, productType: number, at: string, errors: FieldErrors): void {
  if (v.onSale && productType === PRODUCT_TYPES.GIFT_CARD)
    errors[`${at}.onSale`] = 'Gift cards are never on sale';
  if (v.onSale && (v.salePrice === undefined || v.salePrice >= v.price))
    errors[`${at}.salePrice`] = 'The sale price must be below the price';
}

/**
 * Option rules across variants: every variant names exactly the product's options, and no two
 * variants share one combination of values.
 */
export function checkOptions(
  ordering: readonly string[],
  variants: readonly { attributes?: Record<string, string> | undefined }[],
  errors: FieldErrors,
): void {
  const seen = new Set<string>();
  variants.forEach((v, i) => {
    const attributes = v.attributes ?? {};
    const names = Object.keys(attributes);
    if (names.length !== ordering.length || !ordering.every((n) => attributes[n] !== undefined))
      errors[`variants.${i}.attributes`] =
        `Each variant needs a value for: ${ordering.join(', ') || 'no options'}`;
    const combination = JSON.stringify(ordering.map((n) => attributes[n]));
    if (seen.has(combination)) errors[`variants.${i}.attributes`] = 'Another variant has these options';
    seen.add(combination);
  });
  if (variants.length > 1 && ordering.length === 0)
    errors['variantOptionOrdering'] = 'Products with several variants need options';
}

/** Product-type rules: one variant for digital products, no subscriptions for gift cards. */
export function checkProductType(
  productType: number,
  input: { variantCount: number; subscribable: boolean; digitalFileId?: string | null | undefined },
  errors: FieldErrors,
): void {
  if (productType === PRODUCT_TYPES.DIGITAL && input.variantCount !== 1)
    errors['variants'] = 'A digital product has exactly one variant';
  if (productType === PRODUCT_TYPES.GIFT_CARD && input.subscribable)
    errors['subscriptionPlan'] = 'Gift cards cannot be subscriptions';
  if (productType !== PRODUCT_TYPES.DIGITAL && input.digitalFileId)
    errors['digitalFileId'] = 'Only digital products deliver a file';
}

/** Files a product points at must be this website's: images for pictures, any file for downloads. */
export async function checkFiles(
  ctx: ServiceContext,
  refs: { path: string; id: string; image: boolean }[],
  errors: FieldErrors,
): Promise<void> {
  for (const ref of refs) {
    const file = await findFile(ctx.db, ctx.websiteId, ref.id);
    if (!file || (ref.image && !file.content_type.startsWith('image/')))
      errors[ref.path] = ref.image ? 'Unknown image' : 'Unknown file';
  }
}

/** SKUs are unique per website: within the request and against other variants. */
export async function checkSkus(
  db: Executor,
  websiteId: string,
  skus: { path: string; sku: string; selfId?: string }[],
  errors: FieldErrors,
): Promise<void> {
  const seen = new Set<string>();
  for (const { path, sku, selfId } of skus) {
    const holder = await findVariantBySku(db, websiteId, sku);
    if (seen.has(sku) || (holder && holder.id !== selfId)) errors[path] = 'This SKU is already in use';
    seen.add(sku);
  }
}

export async function checkCategories(
  ctx: ServiceContext,
  collectionId: string,
  categoryIds: readonly string[] | undefined,
  errors: FieldErrors,
): Promise<void> {
  if (!categoryIds?.length) return;
  const own = new Set((await listCategories(ctx.db, ctx.websiteId, collectionId)).map((c) => c.id));
  categoryIds.forEach((id, i) => {
    if (!own.has(id)) errors[`categoryIds.${i}`] = 'Unknown category';
  });
}

/**
 * Picked related products: other products of the same store, each once (the product page lists
 * them in this order).
 */
export async function checkRelatedProducts(
  ctx: ServiceContext,
  collectionId: string,
  productId: string | undefined,
  relatedIds: readonly string[] | undefined,
  errors: FieldErrors,
): Promise<void> {
  if (!relatedIds?.length) return;
  const found = await findStoreProductIds(ctx.db, ctx.websiteId, collectionId, relatedIds);
  relatedIds.forEach((id, i) => {
    const path = `relatedProductIds.${i}`;
    if (id === productId) errors[path] = 'A product cannot be related to itself';
    else if (!found.has(id)) errors[path] = 'Unknown product';
    else if (relatedIds.indexOf(id) !== i) errors[path] = 'Listed twice';
  });
}

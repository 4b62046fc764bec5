import { hasStock, ok } from '@tessera/core';
import {
  addVariant,
  bumpProductVersion,
  bumpVariantVersion,
  inTransaction,
  setVariantStock,
  deleteVariant,
  findProduct,
  findVariant,
  updateVariant,
  setVariantDimensions,
  setVariantWeight,
  updateProduct,
  type Product,
  type ProductVariant,
} from '@tessera/db';
import type { ServiceContext } from '../context.js';
import { fail, invalid, type FieldErrors, type Outcome } from '../owner-kit/index.js';
import { variantDto } from './product-dto.js';
import { checkFiles, checkOptions, checkProductType, checkSkus, checkVariant } from './product-rules.js';
import { readOwnerProduct, variantRow } from './product-service.js';
import {
  MAX_VARIANTS,
  type ProductDto,
  type VariantCreate,
  type VariantDto,
  type VariantPatch,
  type VariantSet,
} from './schemas.js';

async function checkAgainstProduct(
  ctx: ServiceContext,
  product: Product,
  next: VariantCreate,
  others: readonly ProductVariant[],
  selfId?: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  checkVariant(next, product.product_type, 'variant', errors);
  const all = [...others.map((o) => ({ attributes: o.attributes })), { attributes: next.attributes ?? {} }];
  const optionErrors: FieldErrors = {};
  checkOptions(product.variant_option_ordering, all, optionErrors);
  if (Object.keys(optionErrors).length > 0)
    errors['attributes'] = Object.values(optionErrors)[0] ?? 'Invalid options';
  checkProductType(product.product_type, { variantCount: all.length, subscribable: false }, errors);
  if (next.mainImageId)
    await checkFiles(ctx, [{ path: 'mainImageId', id: next.mainImageId, image: true }], errors);
  if (next.sku)
    await checkSkus(
      ctx.db,
      ctx.websiteId,
      [{ path: 'sku', sku: next.sku, ...(selfId && { selfId }) }],
      errors,
    );
  return errors;
}

export async function addOwnerVariant(
  ctx: ServiceContext,
  productId: string,
  input: VariantCreate,
  currency: string,
): Promise<Outcome<VariantDto>> {
  const product = await findProduct(ctx.db, ctx.websiteId, productId);
  if (!product) return fail('not-found');
  if (product.variants.length >= MAX_VARIANTS)
    return invalid({ variants: `At most ${MAX_VARIANTS} variants` });
  const errors = await checkAgainstProduct(ctx, product, input, product.variants);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const position = Math.max(-1, ...product.variants.map((v) => v.position)) + 1;
  const created = await addVariant(
    ctx.db,
    ctx.websiteId,
    productId,
    variantRow(input, product.product_type, currency, position),
  );
  return ok(variantDto(created));
}

/** Changes a variant; stock is set as a whole number of at least zero (the schema refuses less). */
export async function updateOwnerVariant(
  ctx: ServiceContext,
  variantId: string,
  patch: VariantPatch,
): Promise<Outcome<VariantDto>> {
  const current = await findVariant(ctx.db, ctx.websiteId, variantId);
  const product = current && (await findProduct(ctx.db, ctx.websiteId, current.product_id));
  if (!current || !product) return fail('not-found');
  if (patch.version !== undefined && patch.version !== current.version) return fail('changed-elsewhere');
  const next: VariantCreate = {
    price: patch.price ?? current.price,
    salePrice: patch.salePrice ?? current.sale_price,
    onSale: patch.onSale ?? current.on_sale,
    attributes: patch.attributes ?? current.attributes,
    ...(patch.sku && { sku: patch.sku }),
    ...(patch.mainImageId && { mainImageId: patch.mainImageId }),
  };
  const others = product.variants.filter((v) => v.id !== variantId);
  const errors = await checkAgainstProduct(ctx, product, next, others, variantId);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const stocked = hasStock(product.product_type);
  const { qtyInStock, unlimited, version: _version, ...rest } = patch;
  return inTransaction(ctx.db, async (trx) => {
    // Stock goes through the ledger (a manual change in the variant's history), then the rest.
    let version = current.version;
    if (stocked && (qtyInStock !== undefined || unlimited !== undefined)) {
      const stock = await setVariantStock(trx, ctx.websiteId, variantId, {
        expectedVersion: version,
        qtyInStock,
        unlimited,
        reason: 'manual',
        actorId: ctx.actor.kind === 'owner' ? ctx.actor.accountId : null,
      });
      if (stock.kind !== 'saved') return fail(stock.kind === 'missing' ? 'not-found' : 'changed-elsewhere');
      version = stock.version;
    }
    if (Object.keys(rest).length > 0 && !(await bumpVariantVersion(trx, ctx.websiteId, variantId, version)))
      return fail('changed-elsewhere');
    const updated =
      Object.keys(rest).length > 0
        ? await updateVariant(trx, ctx.websiteId, variantId, rest)
        : await findVariant(trx, ctx.websiteId, variantId);
    return updated ? ok(variantDto(updated)) : fail('not-found');
  });
}

/** Removes a variant; a product keeps at least one. */
export async function deleteOwnerVariant(ctx: ServiceContext, variantId: string): Promise<Outcome<void>> {
  const current = await findVariant(ctx.db, ctx.websiteId, variantId);
  const product = current && (await findProduct(ctx.db, ctx.websiteId, current.product_id));
  if (!current || !product) return fail('not-found');
  if (product.variants.length <= 1) return invalid({ variantId: 'A product keeps at least one variant' });
  await deleteVariant(ctx.db, ctx.websiteId, variantId);
  return ok(undefined);
}

type SetEntry = VariantSet['variants'][number];

/** Every rule of a whole variant set, against the product and the website's other SKUs. */
async function checkVariantSet(
  ctx: ServiceContext,
  product: Product,
  input: VariantSet,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const own = new Set(product.variants.map((v) => v.id));
  input.variants.forEach((v, i) => {
    checkVariant(v, product.product_type, `variants.${i}`, errors);
    if (v.id && !own.has(v.id)) errors[`variants.${i}.id`] = 'Unknown variant';
  });
  checkOptions(input.variantOptionOrdering, input.variants, errors);
  checkProductType(
    product.product_type,
    { variantCount: input.variants.length, subscribable: product.subscription_plan !== null },
    errors,
  );
  const images = input.variants.flatMap((v, i) =>
    v.mainImageId ? [{ path: `variants.${i}.mainImageId`, id: v.mainImageId, image: true }] : [],
  );
  await checkFiles(ctx, images, errors);
  const skus = input.variants.flatMap((v, i) =>
    v.sku ? [{ path: `variants.${i}.sku`, sku: v.sku, ...(v.id && { selfId: v.id }) }] : [],
  );
  await checkSkus(ctx.db, ctx.websiteId, skus, errors);
  return errors;
}

/** Saves one listed variant that exists: stock through the ledger, then its other fields. */
async function saveListedVariant(
  ctx: ServiceContext,
  product: Product,
  current: ProductVariant,
  next: SetEntry,
  position: number,
): Promise<Outcome<void>> {
  if (next.version !== undefined && next.version !== current.version) return fail('changed-elsewhere');
  let version = current.version;
  const qty = next.qtyInStock ?? current.qty_in_stock;
  const unlimited = next.unlimited ?? current.unlimited;
  if (hasStock(product.product_type) && (qty !== current.qty_in_stock || unlimited !== current.unlimited)) {
    const stock = await setVariantStock(ctx.db, ctx.websiteId, current.id, {
      expectedVersion: version,
      qtyInStock: qty,
      unlimited,
      reason: 'manual',
      actorId: ctx.actor.kind === 'owner' ? ctx.actor.accountId : null,
    });
    if (stock.kind !== 'saved') return fail('changed-elsewhere');
    version = stock.version;
  }
  const {
    id: _id,
    version: _v,
    qtyInStock: _q,
    unlimited: _u,
    weightGrams: _w,
    dimensionsMm: _d,
    ...fields
  } = next;
  if (!(await bumpVariantVersion(ctx.db, ctx.websiteId, current.id, version)))
    return fail('changed-elsewhere');
  await updateVariant(ctx.db, ctx.websiteId, current.id, {
    ...fields,
    attributes: next.attributes ?? {},
    mainImageId: next.mainImageId ?? null,
    position,
  });
  return ok(undefined);
}

/**
 * Replaces a product's options and variants in one go (call it inside a transaction): listed
 * variants with an id are changed, those without are added, the others removed. Refused with
 * 'changed-elsewhere' when the product or a listed variant changed since the editor loaded it.
 */
export async function replaceOwnerVariants(
  ctx: ServiceContext,
  productId: string,
  input: VariantSet,
  currency: string,
): Promise<Outcome<ProductDto>> {
  const product = await findProduct(ctx.db, ctx.websiteId, productId);
  if (!product) return fail('not-found');
  if (input.version !== product.version) return fail('changed-elsewhere');
  const errors = await checkVariantSet(ctx, product, input);
  if (Object.keys(errors).length > 0) return invalid(errors);
  if (!(await bumpProductVersion(ctx.db, ctx.websiteId, productId, product.version)))
    return fail('changed-elsewhere');
  await updateProduct(ctx.db, ctx.websiteId, productId, {
    variantOptionOrdering: input.variantOptionOrdering,
  });
  const listed = new Set(input.variants.flatMap((v) => (v.id ? [v.id] : [])));
  for (const gone of product.variants.filter((v) => !listed.has(v.id)))
    await deleteVariant(ctx.db, ctx.websiteId, gone.id);
  for (const [position, next] of input.variants.entries()) {
    const current = next.id && product.variants.find((v) => v.id === next.id);
    let savedId: string;
    if (current) {
      const saved = await saveListedVariant(ctx, product, current, next, position);
      if (!saved.ok) return saved;
      savedId = current.id;
    } else {
      const { id: _id, version: _v, weightGrams: _w, dimensionsMm: _d, ...fields } = next;
      const added = await addVariant(
        ctx.db,
        ctx.websiteId,
        productId,
        variantRow(fields, product.product_type, currency, position),
      );
      savedId = added.id;
    }
    if (next.weightGrams !== undefined)
      await setVariantWeight(ctx.db, ctx.websiteId, savedId, next.weightGrams);
    if (next.dimensionsMm !== undefined)
      await setVariantDimensions(ctx.db, ctx.websiteId, savedId, next.dimensionsMm);
  }
  return readOwnerProduct(ctx, productId);
}

import { hasStock, type ProductType } from '@tessera/core';
import {
  createProduct,
  findVariantBySku,
  insertStockMovement,
  setVariantStock,
  setVariantWeight,
  updateItem,
  updateVariant,
  type Executor,
} from '@tessera/db';
import { generatedSku } from '../products/index.js';
import type { PlannedProduct } from './plan.js';

export interface WriteContext {
  db: Executor;
  websiteId: string;
  currency: string;
  actorId: string | null;
}

/** A new product from its rows: item, variants, weights, and the initial stock in the ledger. */
async function createFromRows(ctx: WriteContext, planned: PlannedProduct): Promise<void> {
  const [first] = planned.rows;
  if (!first) return;
  const productType = (first.productType ?? 1) as ProductType;
  const stocked = hasStock(productType);
  const product = await createProduct(ctx.db, ctx.websiteId, {
    item: {
      collectionId: planned.collectionId,
      title: first.title,
      urlId: planned.handle,
      body: first.body,
      tags: first.tags ?? [],
      publishState: first.status ?? 'draft',
    },
    productType,
    variantOptionOrdering: first.optionNames,
    variants: planned.rows.map((row, position) => ({
      sku: row.sku || generatedSku(),
      attributes: row.attributes,
      position,
      price: row.price,
      salePrice: row.salePrice,
      currency: ctx.currency,
      onSale: row.onSale,
      unlimited: stocked ? row.unlimited : true,
      qtyInStock: stocked && !row.unlimited ? row.qtyInStock : 0,
    })),
  });
  for (const [i, variant] of product.variants.entries()) {
    const row = planned.rows[i];
    if (!row) continue;
    if (row.grams !== undefined) await setVariantWeight(ctx.db, ctx.websiteId, variant.id, row.grams);
    if (stocked && !variant.unlimited && variant.qty_in_stock > 0) {
      await insertStockMovement(ctx.db, ctx.websiteId, {
        variantId: variant.id,
        delta: variant.qty_in_stock,
        reason: 'import',
        qtyAfter: variant.qty_in_stock,
        note: `Imported from line ${row.line}`,
        actorId: ctx.actorId,
      });
    }
  }
}

/** An existing product: its own fields where the first row gives them, its variants by SKU. */
async function updateFromRows(ctx: WriteContext, planned: PlannedProduct, productId: string): Promise<void> {
  const [first] = planned.rows;
  if (!first) return;
  await updateItem(ctx.db, ctx.websiteId, productId, {
    ...(first.title && { title: first.title }),
    ...(first.body && { body: first.body }),
    ...(first.tags && { tags: first.tags }),
    ...(first.status && { publishState: first.status }),
  });
  for (const row of planned.rows) {
    const variant = await findVariantBySku(ctx.db, ctx.websiteId, row.sku);
    if (!variant) throw new Error(`SKU ${row.sku} vanished during its import`);
    await updateVariant(ctx.db, ctx.websiteId, variant.id, {
      price: row.price,
      salePrice: row.salePrice,
      onSale: row.onSale,
    });
    if (row.grams !== undefined) await setVariantWeight(ctx.db, ctx.websiteId, variant.id, row.grams);
    const current = await findVariantBySku(ctx.db, ctx.websiteId, row.sku);
    const counted =
      variant.unlimited !== row.unlimited || (!row.unlimited && variant.qty_in_stock !== row.qtyInStock);
    if (current && counted) {
      await setVariantStock(ctx.db, ctx.websiteId, variant.id, {
        expectedVersion: current.version,
        qtyInStock: row.unlimited ? undefined : row.qtyInStock,
        unlimited: row.unlimited,
        reason: 'import',
        note: `Imported from line ${row.line}`,
        actorId: ctx.actorId,
      });
    }
  }
}

/** Writes one planned product, new or existing (the caller holds the transaction). */
export async function writePlannedProduct(
  ctx: WriteContext,
  planned: PlannedProduct,
): Promise<'created' | 'updated'> {
  if (planned.existingId) {
    await updateFromRows(ctx, planned, planned.existingId);
    return 'updated';
  }
  await createFromRows(ctx, planned);
  return 'created';
}

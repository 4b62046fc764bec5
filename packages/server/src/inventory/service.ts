import { hasStock } from '@tessera/core';
import type { ServiceContext } from '../context.js';
import { loadPurchasableProduct } from './purchasable-product.js';

/** One variant's stock as the storefront reads it (storefront spec §3, Stock result). */
export interface StockResultDto {
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

/**
 * Stock of every variant of a product a visitor may buy, or undefined when there is no such
 * product on this website. Products without stock (digital, gift cards) report unlimited.
 */
export async function stockOf(ctx: ServiceContext, itemId: string): Promise<StockResultDto[] | undefined> {
  const product = await loadPurchasableProduct(ctx.db, ctx.websiteId, itemId);
  if (!product) return undefined;
  const counted = hasStock(product.content.productType);
  return product.variants.map((variant) => ({
    sku: variant.sku,
    unlimited: !counted || variant.unlimited,
    qtyInStock: counted ? variant.qty_in_stock : 0,
  }));
}

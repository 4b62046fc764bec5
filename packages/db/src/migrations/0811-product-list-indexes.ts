import { type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * Index-only reads for the owner's product list (measured with bench/studio-selling.ts):
 * - price order with the product id, so a page by price reads ids straight from the index and
 *   joins only the 50 it shows (page 100 no longer joins the 4,950 products before it);
 * - each product's variants with their stock, so stock filters and the page's stock sums never
 *   read the variant rows themselves;
 * - titles and creation times with the item id, and SKUs with the product id, so sorting by name
 *   or date and searching names and SKUs read indexes only.
 */
export const productListIndexesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.dropIndex('products_website_id_min_price_idx').execute();
    await k.index('products', ['website_id', 'min_price', 'item_id']);
    await db.schema.dropIndex('product_variants_website_id_product_id_idx').execute();
    await k.index('product_variants', ['website_id', 'product_id', 'unlimited', 'qty_in_stock', 'currency']);
    await k.index('product_variants', ['website_id', 'sku', 'product_id']);
    for (const column of ['title', 'created_at']) {
      await db.schema.dropIndex(`items_website_id_record_type_${column}_idx`).execute();
      await k.index('items', ['website_id', 'record_type', column, 'id']);
    }
  },
};

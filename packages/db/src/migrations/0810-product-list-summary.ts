import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, type DialectKind } from '../dialect.js';
import { tableKit } from './table.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The owner's product list at 10,000 products: each product keeps its variants' price figures
 * (count, lowest and highest price a buyer pays now, on sale, any unlimited) so the list filters
 * and sorts through indexes instead of grouping every variant of the site per request.
 *
 * Triggers on `product_variants` keep the figures exact whoever writes a variant (owner saves,
 * imports, rows seeded straight into the tables): every insert, delete and change of a price
 * column recomputes its product from that product's own variants (an index range of at most 250
 * rows). Stock counts are deliberately not copied: checkout takes stock in its transaction, and
 * a copy would make every order lock its product row (orders of different sizes of one product
 * would queue behind each other). The list sums stock for the page it shows instead.
 */
const SUMMARY_COLUMNS = ['variant_count', 'min_price', 'max_price', 'on_sale', 'any_unlimited'];

/** The product's figures from its variants, in the order of SUMMARY_COLUMNS. */
function recompute(productRef: string, onlyIf = '') {
  return sql.raw(`update products set (${SUMMARY_COLUMNS.join(', ')}) = (
      select count(*),
        coalesce(min(case when v.on_sale = 1 then v.sale_price else v.price end), 0),
        coalesce(max(case when v.on_sale = 1 then v.sale_price else v.price end), 0),
        coalesce(max(v.on_sale), 0),
        coalesce(max(v.unlimited), 0)
      from product_variants v where v.product_id = ${productRef}
    ) where item_id = ${productRef}${onlyIf && ` and ${onlyIf}`}`);
}

const WATCHED = 'price, sale_price, on_sale, unlimited, product_id';

const TRIGGERS: Readonly<Record<DialectKind, (db: AnyDb) => Promise<void>>> = {
  async sqlite(db) {
    await sql`create trigger product_variants_summary_ai after insert on product_variants begin
      ${recompute('new.product_id')};
    end`.execute(db);
    await sql`create trigger product_variants_summary_ad after delete on product_variants begin
      ${recompute('old.product_id')};
    end`.execute(db);
    await sql`create trigger product_variants_summary_au after update of ${sql.raw(WATCHED)} on product_variants begin
      ${recompute('old.product_id')};
      ${recompute('new.product_id', 'new.product_id <> old.product_id')};
    end`.execute(db);
  },
  async postgres(db) {
    await sql`create function tessera_product_summary() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then ${recompute('old.product_id')}; end if;
        if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.product_id <> old.product_id) then
          ${recompute('new.product_id')};
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger product_variants_summary
      after insert or delete or update of ${sql.raw(WATCHED)} on product_variants
      for each row execute function tessera_product_summary()`.execute(db);
  },
};

export const productListSummaryMigration: Migration = {
  async up(db: AnyDb) {
    const k = tableKit(db);
    for (const column of SUMMARY_COLUMNS) {
      const kind = column === 'on_sale' || column === 'any_unlimited' ? 'flag' : 'bigint';
      await db.schema
        .alterTable('products')
        .addColumn(column, k.t(kind), (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await sql`${recompute('products.item_id')}`.execute(db);
    await TRIGGERS[dialectOf(db).kind](db);
    // The list's sorts, each an index walk of the site's products.
    await k.index('products', ['website_id', 'min_price']);
    await k.index('items', ['website_id', 'record_type', 'title']);
    await k.index('items', ['website_id', 'record_type', 'created_at']);
    // Search by SKU scans the site's variants once.
    await k.index('product_variants', ['website_id', 'product_id']);
  },
};

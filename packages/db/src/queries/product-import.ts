import { sql } from 'kysely';
import type { Executor } from './executor.js';

/** What a product import checks rows against, in four queries. */
export async function loadImportState(db: Executor, websiteId: string) {
  const [stores, products, variants] = await Promise.all([
    db
      .selectFrom('collections as c')
      .select(['c.id', 'c.url_id'])
      .select((eb) =>
        eb
          .selectFrom('products as p')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('p.collection_id', '=', 'c.id')
          .where('p.website_id', '=', websiteId)
          .as('product_count'),
      )
      .where('c.website_id', '=', websiteId)
      .where('c.type', '=', 13)
      .execute(),
    db
      .selectFrom('products as p')
      .innerJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
      )
      .select(['p.item_id', 'p.collection_id', 'p.product_type', 'i.url_id'])
      .where('p.website_id', '=', websiteId)
      .execute(),
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'sku'])
      .where('website_id', '=', websiteId)
      .execute(),
  ]);
  return { stores, products, variants };
}

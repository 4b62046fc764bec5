import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../schema.js';
import type { Executor } from './executor.js';
import { decodeItem } from '../schema/row-decoders.js';
import { isPublicItem, type PublicItem } from './public-content.js';

/**
 * Read-only queries of the public renderer for an item page's surroundings: its neighbours in the
 * collection's list order and related products. Like the other page queries they only ever return
 * public items of the one website.
 */

/** An item's neighbour as an item page links it. */
export interface NeighbourItem {
  id: string;
  title: string;
  url_id: string;
}

export interface Neighbours {
  /** The item listed just before it (for chronological lists, the newer one). */
  previous: NeighbourItem | undefined;
  /** The item listed just after it. */
  next: NeighbourItem | undefined;
}

/** Sorts after every picked position (a product has at most a few dozen picks). */
const NOT_PICKED = 1_000_000;

type Where = ReturnType<ExpressionBuilder<Database, 'items'>['or']>;

/** `coalesce(start_date, publish_on, created_at)`: the chronological lists' sort key. */
function dateKey(item: Pick<PublicItem, 'start_date' | 'publish_on' | 'created_at'>): number {
  return item.start_date ?? item.publish_on ?? item.created_at;
}

/**
 * Items strictly before (`side` 'previous') or after the item in the list order of
 * `listPublicItems`: user order is display index, then newest created, then id; chronological
 * order is newest date key first, then id.
 */
function beyond(item: PublicItem, ordering: 'user' | 'chronological', side: 'previous' | 'next') {
  const before = side === 'previous';
  return (eb: ExpressionBuilder<Database, 'items'>): Where => {
    const idSide = eb('items.id', before ? '<' : '>', item.id);
    if (ordering === 'chronological') {
      const key = eb.fn.coalesce('items.start_date', 'items.publish_on', 'items.created_at');
      const at = dateKey(item);
      return eb.or([eb(key, before ? '>' : '<', at), eb.and([eb(key, '=', at), idSide])]);
    }
    const index = item.display_index;
    return eb.or([
      eb('items.display_index', before ? '<' : '>', index),
      eb.and([
        eb('items.display_index', '=', index),
        eb('items.created_at', before ? '>' : '<', item.created_at),
      ]),
      eb.and([eb('items.display_index', '=', index), eb('items.created_at', '=', item.created_at), idSide]),
    ]);
  };
}

function neighbourQuery(
  db: Executor,
  item: PublicItem,
  ordering: 'user' | 'chronological',
  side: 'previous' | 'next',
  now: number,
) {
  // The nearest one: the list order, reversed for the items before.
  const near = side === 'previous' ? 'asc' : 'desc';
  const far = side === 'previous' ? 'desc' : 'asc';
  let query = db
    .selectFrom('items')
    .select(['items.id', 'items.title', 'items.url_id', sql.lit(side).as('side')])
    .where('items.website_id', '=', item.website_id)
    .where('items.collection_id', '=', item.collection_id)
    .where(isPublicItem(now))
    .where(beyond(item, ordering, side));
  query =
    ordering === 'chronological'
      ? query.orderBy(
          (eb) => eb.fn.coalesce('items.start_date', 'items.publish_on', 'items.created_at'),
          near,
        )
      : query.orderBy('items.display_index', far).orderBy('items.created_at', near);
  return query.orderBy('items.id', far).limit(1);
}

/** The public items just before and after `item` in its collection's list order, in one statement. */
export async function findNeighbourItems(
  db: Executor,
  item: PublicItem,
  ordering: 'user' | 'chronological',
  now: number,
): Promise<Neighbours> {
  const rows = await db
    .selectFrom(neighbourQuery(db, item, ordering, 'previous', now).as('p'))
    .selectAll()
    .unionAll(db.selectFrom(neighbourQuery(db, item, ordering, 'next', now).as('n')).selectAll())
    .execute();
  const of = (side: string) => {
    const row = rows.find((r) => r.side === side);
    return row && { id: row.id, title: row.title, url_id: row.url_id };
  };
  return { previous: of('previous'), next: of('next') };
}

/**
 * Up to `limit` other public products of the product's store: those the owner picked first (in
 * the owner's order), then those sharing a store category with it, then the rest, each group in
 * the store's own order.
 */
export async function listRelatedProducts(
  db: Executor,
  product: PublicItem,
  limit: number,
  now: number,
): Promise<PublicItem[]> {
  const { website_id: websiteId } = product;
  const rows = await db
    .selectFrom('items')
    .selectAll('items')
    .where('items.website_id', '=', websiteId)
    .where('items.collection_id', '=', product.collection_id)
    .where('items.id', '<>', product.id)
    .where(isPublicItem(now))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products')
          .select('products.item_id')
          .where('products.website_id', '=', websiteId)
          .whereRef('products.item_id', '=', 'items.id'),
      ),
    )
    .orderBy(({ fn, lit, selectFrom }) =>
      fn.coalesce(
        selectFrom('product_related')
          .select('product_related.position')
          .where('product_related.website_id', '=', websiteId)
          .where('product_related.product_id', '=', product.id)
          .whereRef('product_related.related_id', '=', 'items.id'),
        lit(NOT_PICKED),
      ),
    )
    .orderBy(
      ({ exists, selectFrom }) =>
        exists(
          selectFrom('product_categories as mine')
            .innerJoin('product_categories as theirs', (join) =>
              join
                .onRef('theirs.category_id', '=', 'mine.category_id')
                .onRef('theirs.website_id', '=', 'mine.website_id'),
            )
            .select('mine.category_id')
            .where('mine.website_id', '=', websiteId)
            .where('mine.product_id', '=', product.id)
            .whereRef('theirs.product_id', '=', 'items.id'),
        ),
      'desc',
    )
    .orderBy('items.display_index')
    .orderBy('items.created_at', 'desc')
    .orderBy('items.id')
    .limit(limit)
    .execute();
  return rows.map(decodeItem);
}

import { sql, type Expression, type SqlBool } from 'kysely';
import { RECORD_TYPES, type PublishState } from '../schema/content.js';
import { notDonationProduct } from './donation-settings.js';
import type { Executor } from './executor.js';

export type ProductStockFilter = 'in-stock' | 'low' | 'out';
export type ProductSort =
  'title' | '-title' | 'created' | '-created' | 'price' | '-price' | 'stock' | '-stock';

export interface ProductListFilter {
  search?: string | undefined;
  productType?: number | undefined;
  categoryId?: string | undefined;
  stock?: ProductStockFilter | undefined;
  /** 'published', 'draft', 'scheduled', … (the item's publish state). */
  visibility?: PublishState | undefined;
  onSale?: boolean | undefined;
  /** 'Low' is at most this many units in all counted variants together. */
  lowStockAt: number;
}

/** One product of the owner's list, with figures over its variants. */
export interface ProductSummary {
  id: string;
  collectionId: string;
  title: string;
  productType: number;
  publishState: string;
  imageId: string | null;
  variantCount: number;
  minPrice: number;
  maxPrice: number;
  currency: string;
  onSale: boolean;
  /** Units over counted variants; null when any variant is unlimited (or none is counted). */
  stock: number | null;
  version: number;
  createdAt: number;
  updatedAt: number;
}

const SORTS: Record<ProductSort, [string, 'asc' | 'desc']> = {
  title: ['i.title', 'asc'],
  '-title': ['i.title', 'desc'],
  created: ['i.created_at', 'asc'],
  '-created': ['i.created_at', 'desc'],
  price: ['p.min_price', 'asc'],
  '-price': ['p.min_price', 'desc'],
  stock: ['s.stock_units', 'asc'],
  '-stock': ['s.stock_units', 'desc'],
};

/** Units over each product's counted variants (unlimited ones count 0), for `productIds` or all. */
function stockUnits(db: Executor, websiteId: string, productIds?: readonly string[]) {
  let query = db
    .selectFrom('product_variants')
    .select([
      'product_id',
      sql<number>`sum(case when unlimited = 1 then 0 else qty_in_stock end)`.as('stock_units'),
      sql<string>`min(currency)`.as('currency'),
    ])
    .where('website_id', '=', websiteId);
  if (productIds) query = query.where('product_id', 'in', productIds);
  return query.groupBy('product_id');
}

/** Filters on the item (title, visibility) or orders by it: the list must join the items. */
function needsItems(filter: ProductListFilter, sort: ProductSort): boolean {
  return Boolean(filter.visibility || filter.search?.trim()) || !sort.endsWith('price');
}

/**
 * The products the filter finds. Products are store items (record type 11); naming it lets the
 * title and date sorts walk the items index. Without item filters or sorts only the products
 * table (and its indexes) is read.
 */
function filtered(db: Executor, websiteId: string, filter: ProductListFilter, withItems: boolean) {
  let query = db
    .selectFrom('products as p')
    .where('p.website_id', '=', websiteId)
    .where(notDonationProduct(websiteId, 'p.item_id'));
  if (withItems) {
    query = query
      .innerJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
      )
      .where('i.website_id', '=', websiteId)
      .where('i.record_type', '=', RECORD_TYPES.storeItem) as unknown as typeof query;
  }
  if (filter.productType !== undefined) query = query.where('p.product_type', '=', filter.productType as 1);
  if (filter.visibility) query = query.where(sql.ref('i.publish_state'), '=', filter.visibility);
  if (filter.onSale !== undefined) query = query.where('p.on_sale', '=', filter.onSale ? 1 : 0);
  if (filter.categoryId) {
    const categoryId = filter.categoryId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_categories as pc')
          .select('pc.product_id')
          .whereRef('pc.product_id', '=', 'p.item_id')
          .where('pc.category_id', '=', categoryId),
      ),
    );
  }
  if (filter.stock) query = query.where(stockCondition(db, websiteId, filter.stock, filter.lowStockAt));
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(i.title)`, 'like', sql`${pattern} escape '\\'`),
        eb(
          'p.item_id',
          'in',
          eb
            .selectFrom('product_variants as s')
            .select('s.product_id')
            .where('s.website_id', '=', websiteId)
            .where(sql`lower(s.sku)`, 'like', sql`${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  return query;
}

/** The ids of one page, in order: read from indexes alone where the sort allows it. */
async function pageIds(
  db: Executor,
  websiteId: string,
  filter: ProductListFilter,
  sort: ProductSort,
  page: { offset: number; limit: number },
): Promise<string[]> {
  const [column, direction] = SORTS[sort];
  let query = filtered(db, websiteId, filter, needsItems(filter, sort));
  if (sort === 'stock' || sort === '-stock')
    query = query.innerJoin(stockUnits(db, websiteId).as('s'), 's.product_id', 'p.item_id');
  const rows = await query
    .select('p.item_id')
    .orderBy(sql.ref(column), direction)
    .orderBy('p.item_id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.item_id);
}

/**
 * The owner's product list over every store of the site: search in titles and SKUs, filters by
 * type, category, stock status, visibility and sale, any of the sorts, one page with its total.
 * Price figures are the product's own columns (kept by triggers, migration 0810), so filters and
 * sorts walk indexes; the page's ids are found first and only those 50 products are read in full;
 * stock is summed for them only (or over the site's variants once, to filter or sort by stock).
 */
export async function listProductSummaries(
  db: Executor,
  websiteId: string,
  filter: ProductListFilter,
  sort: ProductSort,
  page: { offset: number; limit: number },
): Promise<{ products: ProductSummary[]; total: number }> {
  const counted = filtered(db, websiteId, filter, Boolean(filter.visibility || filter.search?.trim()));
  const [ids, count] = await Promise.all([
    pageIds(db, websiteId, filter, sort, page),
    counted.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  if (ids.length === 0) return { products: [], total: Number(count.n) };
  const [rows, stock] = await Promise.all([
    db
      .selectFrom('products as p')
      .innerJoin('items as i', (j) =>
        j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
      )
      .select([
        'p.item_id',
        'p.collection_id',
        'i.title',
        'p.product_type',
        'i.publish_state',
        'p.images',
        'p.version',
        'i.created_at',
        'i.updated_at',
        'p.variant_count',
        'p.min_price',
        'p.max_price',
        'p.on_sale',
        'p.any_unlimited',
      ])
      .where('p.website_id', '=', websiteId)
      .where('p.item_id', 'in', ids)
      .execute(),
    stockUnits(db, websiteId, ids).execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  const stockOf = new Map(stock.map((s) => [s.product_id, s]));
  return {
    total: Number(count.n),
    products: ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const images =
        typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : (r.images as string[]);
      const counts = r.product_type === 1 || r.product_type === 3;
      const units = stockOf.get(id);
      return [
        {
          id,
          collectionId: r.collection_id,
          title: r.title,
          productType: r.product_type,
          publishState: r.publish_state,
          imageId: images[0] ?? null,
          variantCount: Number(r.variant_count),
          minPrice: Number(r.min_price),
          maxPrice: Number(r.max_price),
          currency: units?.currency ?? '',
          onSale: Number(r.on_sale) === 1,
          stock: counts && Number(r.any_unlimited) === 0 ? Number(units?.stock_units ?? 0) : null,
          version: Number(r.version),
          createdAt: Number(r.created_at),
          updatedAt: Number(r.updated_at),
        },
      ];
    }),
  };
}

/** Sold out: counted, no unlimited variant and no unit left (storefront spec §4); digital never is. */
function stockCondition(
  db: Executor,
  websiteId: string,
  stock: ProductStockFilter,
  lowStockAt: number,
): Expression<SqlBool> {
  const counted = sql<SqlBool>`p.product_type in (1, 3) and p.any_unlimited = 0`;
  const units = (having: Expression<SqlBool>) =>
    sql<SqlBool>`p.item_id in (${db
      .selectFrom('product_variants')
      .select('product_id')
      .where('website_id', '=', websiteId)
      .groupBy('product_id')
      .having(having)})`;
  const sum = sql`sum(qty_in_stock)`;
  if (stock === 'out') return sql<SqlBool>`(${counted} and ${units(sql<SqlBool>`${sum} = 0`)})`;
  if (stock === 'low')
    return sql<SqlBool>`(${counted} and ${units(sql<SqlBool>`${sum} > 0 and ${sum} <= ${lowStockAt}`)})`;
  return sql<SqlBool>`not (${counted} and ${units(sql<SqlBool>`${sum} = 0`)})`;
}

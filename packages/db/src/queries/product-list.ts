import { sql, type Expression, type SqlBool } from 'kysely';
import type { PublishState } from '../schema/content.js';
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
  price: ['min_price', 'asc'],
  '-price': ['min_price', 'desc'],
  stock: ['stock_units', 'asc'],
  '-stock': ['stock_units', 'desc'],
};

function aggregated(db: Executor, websiteId: string) {
  return db
    .selectFrom('product_variants')
    .select([
      'product_id',
      sql<number>`count(*)`.as('variant_count'),
      sql<number>`min(case when on_sale = 1 then sale_price else price end)`.as('min_price'),
      sql<number>`max(case when on_sale = 1 then sale_price else price end)`.as('max_price'),
      sql<string>`min(currency)`.as('currency'),
      sql<number>`max(on_sale)`.as('on_sale'),
      sql<number>`max(unlimited)`.as('any_unlimited'),
      sql<number>`sum(case when unlimited = 1 then 0 else qty_in_stock end)`.as('stock_units'),
    ])
    .where('website_id', '=', websiteId)
    .groupBy('product_id');
}

/**
 * The owner's product list over every store of the site: search in titles and SKUs, filters by
 * type, category, stock status, visibility and sale, any of the sorts, one page with its total.
 * Variant figures come from one grouped pass over the site's variants.
 */
export async function listProductSummaries(
  db: Executor,
  websiteId: string,
  filter: ProductListFilter,
  sort: ProductSort,
  page: { offset: number; limit: number },
): Promise<{ products: ProductSummary[]; total: number }> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('items as i', (j) =>
      j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
    )
    .innerJoin(aggregated(db, websiteId).as('v'), 'v.product_id', 'p.item_id')
    .where('p.website_id', '=', websiteId);
  if (filter.productType !== undefined) query = query.where('p.product_type', '=', filter.productType as 1);
  if (filter.visibility) query = query.where('i.publish_state', '=', filter.visibility);
  if (filter.onSale !== undefined) query = query.where('v.on_sale', '=', filter.onSale ? 1 : 0);
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
  if (filter.stock) query = query.where(stockCondition(filter.stock, filter.lowStockAt));
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(i.title)`, 'like', sql`${pattern} escape '\\'`),
        eb.exists(
          eb
            .selectFrom('product_variants as s')
            .select('s.id')
            .whereRef('s.product_id', '=', 'p.item_id')
            .where('s.website_id', '=', websiteId)
            .where(sql`lower(s.sku)`, 'like', sql`${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  const [column, direction] = SORTS[sort];
  const [rows, count] = await Promise.all([
    query
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
        'v.variant_count',
        'v.min_price',
        'v.max_price',
        'v.currency',
        'v.on_sale',
        'v.any_unlimited',
        'v.stock_units',
      ])
      .orderBy(sql.ref(column), direction)
      .orderBy('p.item_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    products: rows.map((r) => {
      const images =
        typeof r.images === 'string' ? (JSON.parse(r.images) as string[]) : (r.images as string[]);
      const counted = r.product_type === 1 || r.product_type === 3;
      return {
        id: r.item_id,
        collectionId: r.collection_id,
        title: r.title,
        productType: r.product_type,
        publishState: r.publish_state,
        imageId: images[0] ?? null,
        variantCount: Number(r.variant_count),
        minPrice: Number(r.min_price),
        maxPrice: Number(r.max_price),
        currency: r.currency,
        onSale: Number(r.on_sale) === 1,
        stock: counted && Number(r.any_unlimited) === 0 ? Number(r.stock_units) : null,
        version: Number(r.version),
        createdAt: Number(r.created_at),
        updatedAt: Number(r.updated_at),
      };
    }),
  };
}

/** Sold out: counted, no unlimited variant and no unit left (storefront spec §4); digital never is. */
function stockCondition(stock: ProductStockFilter, lowStockAt: number): Expression<SqlBool> {
  const counted = sql<SqlBool>`p.product_type in (1, 3) and v.any_unlimited = 0`;
  if (stock === 'out') return sql<SqlBool>`(${counted} and v.stock_units = 0)`;
  if (stock === 'low')
    return sql<SqlBool>`(${counted} and v.stock_units > 0 and v.stock_units <= ${lowStockAt})`;
  return sql<SqlBool>`not (${counted} and v.stock_units = 0)`;
}

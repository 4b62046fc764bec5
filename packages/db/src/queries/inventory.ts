import { sql } from 'kysely';
import type { StockMovementReason } from '../schema/orders.js';
import { notDonationProduct } from './donation-settings.js';
import type { Executor } from './executor.js';
import { insertStockMovement } from './stock-ledger.js';

export type StockEdit =
  | { kind: 'saved'; qtyInStock: number; unlimited: boolean; version: number }
  | { kind: 'changed' }
  | { kind: 'missing' };

export interface StockEditInput {
  /** The version the editor loaded; the save is refused if the variant changed since. */
  expectedVersion: number;
  qtyInStock?: number | undefined;
  unlimited?: boolean | undefined;
  reason: Extract<StockMovementReason, 'manual' | 'import'>;
  note?: string | null | undefined;
  actorId?: string | null | undefined;
}

/**
 * Sets a variant's stock (or makes it unlimited) only if nobody changed the variant since the
 * editor loaded `expectedVersion` — an order, a refund or another owner bumps the version — and
 * records the change in the ledger with its reason and the stock after it.
 */
export async function setVariantStock(
  db: Executor,
  websiteId: string,
  variantId: string,
  input: StockEditInput,
): Promise<StockEdit> {
  const before = await db
    .selectFrom('product_variants')
    .select(['qty_in_stock', 'unlimited', 'version'])
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (!before) return { kind: 'missing' };
  if (before.version !== input.expectedVersion) return { kind: 'changed' };
  const qty = input.qtyInStock ?? Number(before.qty_in_stock);
  const unlimited = input.unlimited ?? before.unlimited === 1;
  const after = await db
    .updateTable('product_variants')
    .set({ qty_in_stock: qty, unlimited: unlimited ? 1 : 0, version: sql<number>`version + 1` })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where('version', '=', input.expectedVersion)
    .returning('version')
    .executeTakeFirst();
  if (!after) return { kind: 'changed' };
  const delta = qty - Number(before.qty_in_stock);
  if (delta !== 0 || unlimited !== (before.unlimited === 1)) {
    await insertStockMovement(db, websiteId, {
      variantId,
      delta,
      reason: input.reason,
      qtyAfter: unlimited ? null : qty,
      note: input.note ?? (unlimited !== (before.unlimited === 1) ? unlimitedNote(unlimited) : null),
      actorId: input.actorId ?? null,
    });
  }
  return { kind: 'saved', qtyInStock: qty, unlimited, version: Number(after.version) };
}

function unlimitedNote(unlimited: boolean): string {
  return unlimited ? 'Stock set to unlimited' : 'Stock counted again';
}

export interface StockMovement {
  id: string;
  variantId: string;
  delta: number;
  reason: StockMovementReason;
  orderId: string | null;
  orderNumber: number | null;
  qtyAfter: number | null;
  note: string | null;
  actorId: string | null;
  actorName: string | null;
  createdAt: number;
}

/** A variant's stock history, newest first, in pages before a creation time and id. */
export async function listStockMovements(
  db: Executor,
  websiteId: string,
  variantId: string,
  page: { before?: { createdAt: number; id: string } | undefined; limit: number },
): Promise<StockMovement[]> {
  let query = db
    .selectFrom('stock_movements as m')
    .leftJoin('orders as o', (j) =>
      j.onRef('o.id', '=', 'm.order_id').onRef('o.website_id', '=', 'm.website_id'),
    )
    .leftJoin('accounts as a', 'a.id', 'm.actor_id')
    .select([
      'm.id',
      'm.variant_id',
      'm.delta',
      'm.reason',
      'm.order_id',
      'o.order_number',
      'm.qty_after',
      'm.note',
      'm.actor_id',
      'a.display_name',
      'm.created_at',
    ])
    .where('m.website_id', '=', websiteId)
    .where('m.variant_id', '=', variantId);
  const before = page.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb('m.created_at', '<', before.createdAt),
        eb.and([eb('m.created_at', '=', before.createdAt), eb('m.id', '<', before.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    variantId: r.variant_id,
    delta: Number(r.delta),
    reason: r.reason,
    orderId: r.order_id,
    orderNumber: r.order_number ?? null,
    qtyAfter: r.qty_after === null ? null : Number(r.qty_after),
    note: r.note,
    actorId: r.actor_id,
    actorName: r.display_name ?? null,
    createdAt: Number(r.created_at),
  }));
}

export type StockFilter = 'in-stock' | 'low' | 'out' | 'unlimited';

export interface InventoryRow {
  variantId: string;
  productId: string;
  productTitle: string;
  productType: number;
  sku: string;
  attributes: string;
  qtyInStock: number;
  unlimited: boolean;
  version: number;
  position: number;
}

/**
 * Every counted product's variants for the inventory table (digital products and gift cards hold
 * no stock), in product title then variant order, paged after a (title, product, position) key.
 */
export async function listInventory(
  db: Executor,
  websiteId: string,
  filter: { search?: string | undefined; stock?: StockFilter | undefined; lowStockAt: number },
  page: { after?: { title: string; productId: string; position: number } | undefined; limit: number },
): Promise<InventoryRow[]> {
  let query = db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', (j) =>
      j.onRef('p.item_id', '=', 'v.product_id').onRef('p.website_id', '=', 'v.website_id'),
    )
    .innerJoin('items as i', (j) =>
      j.onRef('i.id', '=', 'p.item_id').onRef('i.website_id', '=', 'p.website_id'),
    )
    .select([
      'v.id',
      'v.product_id',
      'i.title',
      'p.product_type',
      'v.sku',
      'v.attributes',
      'v.qty_in_stock',
      'v.unlimited',
      'v.version',
      'v.position',
    ])
    .where('v.website_id', '=', websiteId)
    .where('p.product_type', 'in', [1, 3])
    .where(notDonationProduct(websiteId, 'p.item_id'));
  if (filter.stock === 'unlimited') query = query.where('v.unlimited', '=', 1);
  else if (filter.stock === 'out') query = query.where('v.unlimited', '=', 0).where('v.qty_in_stock', '=', 0);
  else if (filter.stock === 'low')
    query = query
      .where('v.unlimited', '=', 0)
      .where('v.qty_in_stock', '>', 0)
      .where('v.qty_in_stock', '<=', filter.lowStockAt);
  else if (filter.stock === 'in-stock')
    query = query.where((eb) => eb.or([eb('v.unlimited', '=', 1), eb('v.qty_in_stock', '>', 0)]));
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(i.title)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(v.sku)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const after = page.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('i.title', '>', after.title),
        eb.and([eb('i.title', '=', after.title), eb('p.item_id', '>', after.productId)]),
        eb.and([
          eb('i.title', '=', after.title),
          eb('p.item_id', '=', after.productId),
          eb('v.position', '>', after.position),
        ]),
      ]),
    );
  }
  const rows = await query
    .orderBy('i.title')
    .orderBy('p.item_id')
    .orderBy('v.position')
    .limit(page.limit)
    .execute();
  return rows.map((r) => ({
    variantId: r.id,
    productId: r.product_id,
    productTitle: r.title,
    productType: r.product_type,
    sku: r.sku,
    attributes: String(r.attributes),
    qtyInStock: Number(r.qty_in_stock),
    unlimited: r.unlimited === 1,
    version: Number(r.version),
    position: r.position,
  }));
}

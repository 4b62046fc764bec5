import { sql } from 'kysely';
import { newId } from '../ids.js';
import type { StockMovementReason } from '../schema/orders.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type StockTake = 'taken' | 'unlimited' | 'insufficient' | 'missing';

/**
 * Takes units of a counted variant in one statement — `qty_in_stock = qty_in_stock - n WHERE
 * qty_in_stock >= n` — so concurrent orders can never take more than there is (the CHECK on
 * `qty_in_stock >= 0` guards as well), and records the movement in the stock ledger. Unlimited
 * variants are left alone.
 */
export async function takeStockForOrder(
  db: Executor,
  websiteId: string,
  variantId: string,
  quantity: number,
  orderId: string,
  reason: StockMovementReason = 'order',
): Promise<StockTake> {
  const taken = await db
    .updateTable('product_variants')
    .set({ qty_in_stock: sql<number>`qty_in_stock - ${quantity}`, version: sql<number>`version + 1` })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .where('qty_in_stock', '>=', quantity)
    .returning('qty_in_stock')
    .executeTakeFirst();
  if (taken) {
    await insertStockMovement(db, websiteId, {
      variantId,
      delta: -quantity,
      reason,
      orderId,
      qtyAfter: Number(taken.qty_in_stock),
    });
    return 'taken';
  }
  const variant = await db
    .selectFrom('product_variants')
    .select('unlimited')
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (!variant) return 'missing';
  return variant.unlimited === 1 ? 'unlimited' : 'insufficient';
}

/** Puts units back into a counted variant (a refund with restocking), with its ledger entry. */
export async function putBackStock(
  db: Executor,
  websiteId: string,
  variantId: string,
  quantity: number,
  orderId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set({ qty_in_stock: sql<number>`qty_in_stock + ${quantity}`, version: sql<number>`version + 1` })
    .where('website_id', '=', websiteId)
    .where('id', '=', variantId)
    .where('unlimited', '=', 0)
    .returning('qty_in_stock')
    .executeTakeFirst();
  if (!result) return false;
  await insertStockMovement(db, websiteId, {
    variantId,
    delta: quantity,
    reason: 'restock',
    orderId,
    qtyAfter: Number(result.qty_in_stock),
  });
  return true;
}

/** One ledger entry: what changed, why, the stock after it and who did it. */
export interface StockMovementInput {
  variantId: string;
  delta: number;
  reason: StockMovementReason;
  orderId?: string | null;
  qtyAfter: number | null;
  note?: string | null;
  actorId?: string | null;
  at?: number;
}

export async function insertStockMovement(
  db: Executor,
  websiteId: string,
  movement: StockMovementInput,
): Promise<void> {
  await db
    .insertInto('stock_movements')
    .values({
      id: newId(),
      website_id: websiteId,
      variant_id: movement.variantId,
      delta: movement.delta,
      reason: movement.reason,
      order_id: movement.orderId ?? null,
      qty_after: movement.qtyAfter,
      note: movement.note ?? null,
      actor_id: movement.actorId ?? null,
      created_at: movement.at ?? clockOf(db).now(),
    })
    .execute();
}

/** The sum of a variant's ledger movements (negative: units sold and not restocked). */
export async function stockMovementTotal(
  db: Executor,
  websiteId: string,
  variantId: string,
): Promise<number> {
  const row = await db
    .selectFrom('stock_movements')
    .select(sql<number | string | null>`sum(delta)`.as('total'))
    .where('website_id', '=', websiteId)
    .where('variant_id', '=', variantId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

import { ok } from '@tessera/core';
import {
  findVariant,
  listInventory,
  listStockMovements,
  setVariantStock,
  type StockMovement,
} from '@tessera/db';
import { fail, type Outcome } from '../owner-kit/index.js';
import type { ServiceContext } from '../context.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { StockEditBody } from './owner-schemas.js';

type StockFilter = 'in-stock' | 'low' | 'out' | 'unlimited';

function actorId(ctx: ServiceContext): string | null {
  return ctx.actor.kind === 'owner' ? ctx.actor.accountId : null;
}

function attributesOf(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** One page of the inventory table: every counted variant, by product title. */
export async function inventoryPageOf(
  ctx: ServiceContext,
  query: {
    search?: string | undefined;
    stock?: StockFilter | undefined;
    lowStockAt: number;
    cursor?: string | undefined;
    limit: number;
  },
) {
  const after = decodeCursor(query.cursor, (v) =>
    Array.isArray(v) && typeof v[0] === 'string' && typeof v[1] === 'string' && typeof v[2] === 'number'
      ? { title: v[0], productId: v[1], position: v[2] }
      : undefined,
  );
  const rows = await listInventory(ctx.db, ctx.websiteId, query, { after, limit: query.limit + 1 });
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    variants: page.map((row) => ({ ...row, attributes: attributesOf(row.attributes) })),
    nextCursor: more && last ? encodeCursor([last.productTitle, last.productId, last.position]) : null,
  };
}

/**
 * An owner's stock edit from the inventory table or the product editor: refused with
 * 'changed-elsewhere' when the variant changed since it was loaded, recorded in the history as a
 * manual change otherwise. Digital products and gift cards hold no stock.
 */
export async function editStock(ctx: ServiceContext, variantId: string, edit: StockEditBody) {
  const variant = await findVariant(ctx.db, ctx.websiteId, variantId);
  if (!variant) return fail('not-found');
  const result = await ctx.db.transaction().execute((trx) =>
    setVariantStock(trx, ctx.websiteId, variantId, {
      expectedVersion: edit.version,
      qtyInStock: edit.qtyInStock,
      unlimited: edit.unlimited,
      reason: 'manual',
      note: edit.note ?? null,
      actorId: actorId(ctx),
    }),
  );
  if (result.kind === 'missing') return fail('not-found');
  if (result.kind === 'changed') return fail('changed-elsewhere');
  return ok({
    variantId,
    qtyInStock: result.qtyInStock,
    unlimited: result.unlimited,
    version: result.version,
  });
}

/** A variant's stock history, newest first. */
export async function stockHistoryOf(
  ctx: ServiceContext,
  variantId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<
  Outcome<{ movements: Omit<StockMovement, 'variantId' | 'actorId'>[]; nextCursor: string | null }>
> {
  if (!(await findVariant(ctx.db, ctx.websiteId, variantId))) return fail('not-found');
  const before = decodeCursor(query.cursor, (v) =>
    Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'string'
      ? { createdAt: v[0], id: v[1] }
      : undefined,
  );
  const rows = await listStockMovements(ctx.db, ctx.websiteId, variantId, { before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return ok({
    movements: page.map(({ variantId: _v, actorId: _a, ...m }) => m),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.createdAt, last.id]) : null,
  });
}

import { newId } from '../ids.js';
import type { CensusEvent, CensusEventRow } from '../schema/forms.js';
import type { Executor } from './executor.js';
import { isPublicItem } from './public-content.js';
import { clockOf } from '../clock.js';

export type CensusEventRecord = CensusEventRow;

export interface NewCensusEvent {
  event: CensusEvent;
  formId?: string | null;
  visitorCookie?: string | null;
}

export async function insertCensusEvent(
  db: Executor,
  websiteId: string,
  input: NewCensusEvent,
): Promise<void> {
  await db
    .insertInto('census_events')
    .values({
      id: newId(),
      website_id: websiteId,
      event: input.event,
      form_id: input.formId ?? null,
      visitor_cookie: input.visitorCookie ?? null,
      created_at: clockOf(db).now(),
    })
    .execute();
}

/** How many times an event happened, optionally for one form and since a time (epoch ms). */
export async function countCensusEvents(
  db: Executor,
  websiteId: string,
  event: CensusEvent,
  filter: { formId?: string; since?: number } = {},
): Promise<number> {
  let query = db
    .selectFrom('census_events')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('website_id', '=', websiteId)
    .where('event', '=', event);
  if (filter.formId !== undefined) query = query.where('form_id', '=', filter.formId);
  if (filter.since !== undefined) query = query.where('created_at', '>=', filter.since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listCensusEvents(
  db: Executor,
  websiteId: string,
  event: CensusEvent,
  limit = 100,
): Promise<CensusEventRecord[]> {
  return db
    .selectFrom('census_events')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('event', '=', event)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Records a quick view of a product a visitor may see (published or due, in an enabled
 * collection) in one statement; false when the id names no such product of this website.
 */
export async function recordQuickView(
  db: Executor,
  websiteId: string,
  productId: string,
  visitorCookie: string | null,
  now: number = clockOf(db).now(),
): Promise<boolean> {
  const visible = db
    .selectFrom('products')
    .innerJoin('items', (j) =>
      j.onRef('items.website_id', '=', 'products.website_id').onRef('items.id', '=', 'products.item_id'),
    )
    .innerJoin('collections', (j) =>
      j
        .onRef('collections.website_id', '=', 'items.website_id')
        .onRef('collections.id', '=', 'items.collection_id'),
    )
    .where('products.website_id', '=', websiteId)
    .where('products.item_id', '=', productId)
    .where('collections.enabled', '=', 1)
    .where(isPublicItem(now))
    .select((eb) => [
      eb.val(newId()).as('id'),
      'products.website_id',
      'products.item_id',
      eb.val(visitorCookie).as('visitor_cookie'),
      eb.val(now).as('created_at'),
    ]);
  const result = await db
    .insertInto('census_quick_views')
    .columns(['id', 'website_id', 'product_id', 'visitor_cookie', 'created_at'])
    .expression(visible)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** How many quick views a product had. */
export async function countQuickViews(db: Executor, websiteId: string, productId: string): Promise<number> {
  const row = await db
    .selectFrom('census_quick_views')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('website_id', '=', websiteId)
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

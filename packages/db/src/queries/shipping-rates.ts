import { sql, type Updateable } from 'kysely';
import { newId } from '../ids.js';
import type {
  ShippingRateKind,
  ShippingRateRow,
  ShippingRatesTable,
  ShippingRegion,
} from '../schema/commerce.js';
import { rowDecoder, toFlag, toJson, type Decoded } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type ShippingRate = Decoded<ShippingRateRow>;

const decodeRate = rowDecoder<ShippingRateRow>(['countries', 'regions'], ['enabled']);

export interface ShippingRateInput {
  /** A stable id (the demo seed's); a new one when absent. */
  id?: string;
  name: string;
  kind: ShippingRateKind;
  countries: string[];
  /** Regions besides whole countries; none when absent. */
  regions?: ShippingRegion[];
  amountCents: number;
  perKgCents: number;
  freeAboveCents: number;
  /** cm³ per kg for dimensional weight; 0 (the default) for actual weight only. */
  dimensionalDivisor?: number;
  position: number;
  enabled: boolean;
}

function columns(input: Partial<ShippingRateInput>): Updateable<ShippingRatesTable> {
  const set: Updateable<ShippingRatesTable> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.kind !== undefined) set.kind = input.kind;
  if (input.countries !== undefined) set.countries = toJson(input.countries);
  if (input.regions !== undefined) set.regions = toJson(input.regions);
  if (input.amountCents !== undefined) set.amount_cents = input.amountCents;
  if (input.perKgCents !== undefined) set.per_kg_cents = input.perKgCents;
  if (input.freeAboveCents !== undefined) set.free_above_cents = input.freeAboveCents;
  if (input.dimensionalDivisor !== undefined) set.dimensional_divisor = input.dimensionalDivisor;
  if (input.position !== undefined) set.position = input.position;
  if (input.enabled !== undefined) set.enabled = toFlag(input.enabled);
  return set;
}

export async function insertShippingRate(
  db: Executor,
  websiteId: string,
  input: ShippingRateInput,
): Promise<ShippingRate> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('shipping_rates')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      name: input.name,
      kind: input.kind,
      ...columns(input),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return decodeRate(row);
}

/** The website's rates in display order (`enabledOnly` for pricing). */
export async function listShippingRates(
  db: Executor,
  websiteId: string,
  options: { enabledOnly?: boolean } = {},
): Promise<ShippingRate[]> {
  let query = db.selectFrom('shipping_rates').selectAll().where('website_id', '=', websiteId);
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  const rows = await query.orderBy('position').orderBy('created_at').orderBy('id').execute();
  return rows.map(decodeRate);
}

export async function findShippingRate(
  db: Executor,
  websiteId: string,
  rateId: string,
): Promise<ShippingRate | undefined> {
  const row = await db
    .selectFrom('shipping_rates')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', rateId)
    .executeTakeFirst();
  return row && decodeRate(row);
}

/**
 * Changes a rate and raises its version. With `expectedVersion`, only while the rate is still at
 * it (a conditional update, so of two saves made from one version exactly one wins): 'changed'
 * otherwise. Undefined when the website has no such rate.
 */
export async function updateShippingRate(
  db: Executor,
  websiteId: string,
  rateId: string,
  input: Partial<ShippingRateInput>,
  expectedVersion?: number,
): Promise<ShippingRate | 'changed' | undefined> {
  let query = db
    .updateTable('shipping_rates')
    .set({ ...columns(input), version: sql<number>`version + 1`, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', rateId);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const row = await query.returningAll().executeTakeFirst();
  if (row) return decodeRate(row);
  return (await findShippingRate(db, websiteId, rateId)) ? 'changed' : undefined;
}

export async function deleteShippingRate(db: Executor, websiteId: string, rateId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('shipping_rates')
    .where('website_id', '=', websiteId)
    .where('id', '=', rateId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

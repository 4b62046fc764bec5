import { sql, type Updateable } from 'kysely';
import { newId } from '../ids.js';
import type { TaxRuleRow, TaxRulesTable } from '../schema/commerce.js';
import { rowDecoder, toFlag, type Decoded } from '../schema/columns.js';
import type { Executor } from './executor.js';
import { clockOf } from '../clock.js';

export type TaxRule = Decoded<TaxRuleRow>;

const decodeRule = rowDecoder<TaxRuleRow>([], ['included', 'applies_to_shipping']);

export interface TaxRuleInput {
  /** A stable id (the demo seed's); a new one when absent. */
  id?: string;
  name: string;
  country: string;
  /** '' for the whole country. */
  region: string;
  /** Exact decimal percentage text, e.g. '8.875'. */
  rate: string;
  included: boolean;
  appliesToShipping: boolean;
}

function columns(input: Partial<TaxRuleInput>): Updateable<TaxRulesTable> {
  const set: Updateable<TaxRulesTable> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.country !== undefined) set.country = input.country;
  if (input.region !== undefined) set.region = input.region;
  if (input.rate !== undefined) set.rate = input.rate;
  if (input.included !== undefined) set.included = toFlag(input.included);
  if (input.appliesToShipping !== undefined) set.applies_to_shipping = toFlag(input.appliesToShipping);
  return set;
}

/** Inserts a rule; undefined when the country (and region) already has one. */
export async function insertTaxRule(
  db: Executor,
  websiteId: string,
  input: TaxRuleInput,
): Promise<TaxRule | undefined> {
  const now = clockOf(db).now();
  const row = await db
    .insertInto('tax_rules')
    .values({
      id: input.id ?? newId(),
      website_id: websiteId,
      name: input.name,
      country: input.country,
      rate: input.rate,
      ...columns(input),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['website_id', 'country', 'region']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && decodeRule(row);
}

export async function listTaxRules(db: Executor, websiteId: string): Promise<TaxRule[]> {
  const rows = await db
    .selectFrom('tax_rules')
    .selectAll()
    .where('website_id', '=', websiteId)
    .orderBy('country')
    .orderBy('region')
    .execute();
  return rows.map(decodeRule);
}

/**
 * The rules for a country: its whole-country rule and the one of its region, if any. `regions` are
 * the spellings the region may have been saved with (its code and its name), compared case-blind.
 */
export async function listTaxRulesFor(
  db: Executor,
  websiteId: string,
  country: string,
  regions: readonly string[],
): Promise<TaxRule[]> {
  const spellings = ['', ...regions.map((r) => r.trim().toLowerCase()).filter((r) => r !== '')];
  const rows = await db
    .selectFrom('tax_rules')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('country', '=', country)
    .where((eb) => eb(eb.fn('lower', ['region']), 'in', spellings))
    .orderBy('region')
    .execute();
  return rows.map(decodeRule);
}

/** One rule of the website, as it is now. */
export async function findTaxRule(
  db: Executor,
  websiteId: string,
  ruleId: string,
): Promise<TaxRule | undefined> {
  const row = await db
    .selectFrom('tax_rules')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
  return row && decodeRule(row);
}

/**
 * Changes a rule and raises its version: 'conflict' when another rule has its country and region,
 * 'changed' when `expectedVersion` is given and the rule is no longer at it (a conditional update),
 * undefined when the website has no such rule.
 */
export async function updateTaxRule(
  db: Executor,
  websiteId: string,
  ruleId: string,
  input: Partial<TaxRuleInput>,
  expectedVersion?: number,
): Promise<TaxRule | 'conflict' | 'changed' | undefined> {
  const current = await db
    .selectFrom('tax_rules')
    .select(['country', 'region', 'version'])
    .where('website_id', '=', websiteId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
  if (!current) return undefined;
  if (expectedVersion !== undefined && current.version !== expectedVersion) return 'changed';
  const country = input.country ?? current.country;
  const region = input.region ?? current.region;
  const clash = await db
    .selectFrom('tax_rules')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('country', '=', country)
    .where('region', '=', region)
    .where('id', '!=', ruleId)
    .executeTakeFirst();
  if (clash) return 'conflict';
  let query = db
    .updateTable('tax_rules')
    .set({ ...columns(input), version: sql<number>`version + 1`, updated_at: clockOf(db).now() })
    .where('website_id', '=', websiteId)
    .where('id', '=', ruleId);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  const row = await query.returningAll().executeTakeFirst();
  if (row) return decodeRule(row);
  return expectedVersion === undefined ? undefined : 'changed';
}

export async function deleteTaxRule(db: Executor, websiteId: string, ruleId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('tax_rules')
    .where('website_id', '=', websiteId)
    .where('id', '=', ruleId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

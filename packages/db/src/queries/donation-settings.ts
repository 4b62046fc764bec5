import { sql, type Expression, type SqlBool } from 'kysely';
import { rowDecoder, toJson, type Decoded } from '../schema/columns.js';
import type { DonationSettingsRow } from '../schema/donation-settings.js';
import type { Executor } from './executor.js';
import { saveVersionedRow } from './versioned-row.js';

export type StoredDonationSettings = Decoded<DonationSettingsRow>;

const decode = rowDecoder<DonationSettingsRow>(['settings'], []);

export async function findDonationSettings(
  db: Executor,
  websiteId: string,
): Promise<StoredDonationSettings | undefined> {
  const row = await db
    .selectFrom('donation_settings')
    .selectAll()
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  return row && decode(row);
}

/**
 * Writes the set-up and moves its version on by one. With `fromVersion` (0: none saved yet) only
 * when the stored version is still that one; undefined when another save came first.
 */
export async function saveDonationSettings(
  db: Executor,
  websiteId: string,
  settings: Record<string, unknown>,
  fromVersion?: number,
): Promise<StoredDonationSettings | undefined> {
  const row = await saveVersionedRow(
    db,
    'donation_settings',
    websiteId,
    { settings: toJson(settings) },
    fromVersion,
  );
  return row && decode(row);
}

export interface DonationProductIds {
  oneOffItemId: string;
  monthlyItemId: string;
}

/**
 * Names the products donations are sold as, once: false when the website has no donation set-up
 * or another request named them first.
 */
export async function setDonationProducts(
  db: Executor,
  websiteId: string,
  ids: DonationProductIds,
): Promise<boolean> {
  const result = await db
    .updateTable('donation_settings')
    .set({ one_off_item_id: ids.oneOffItemId, monthly_item_id: ids.monthlyItemId })
    .where('website_id', '=', websiteId)
    .where('one_off_item_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * True where the product whose item id is in `itemIdColumn` is not one of the website's donation
 * products: those are bookkeeping products, sold from the donate page only and never listed.
 */
export function notDonationProduct(websiteId: string, itemIdColumn: string): Expression<SqlBool> {
  const item = sql.ref(itemIdColumn);
  return sql<SqlBool>`not exists (select 1 from donation_settings ds where ds.website_id = ${websiteId} and (ds.one_off_item_id = ${item} or ds.monthly_item_id = ${item}))`;
}

/** The hidden store collection the website's donation products sit in, once a donation made them. */
export async function findDonationCollectionId(db: Executor, websiteId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('donation_settings as ds')
    .innerJoin('items as i', (j) =>
      j.onRef('i.id', '=', 'ds.one_off_item_id').onRef('i.website_id', '=', 'ds.website_id'),
    )
    .select('i.collection_id')
    .where('ds.website_id', '=', websiteId)
    .executeTakeFirst();
  return row?.collection_id ?? undefined;
}

import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { clockOf } from '../clock.js';
import type { Database } from '../schema.js';
import type { Executor } from './executor.js';

/** Tables holding one document per website whose `version` counts its saves, from 1. */
export type VersionedTable = 'donation_settings' | 'promo_popups';

/** The columns a save writes: the table's own, but the key, the version and the time kept here. */
export type VersionedValues<T extends VersionedTable> = Omit<
  Insertable<Database[T]>,
  'website_id' | 'version' | 'updated_at'
>;

/**
 * Any versioned table seen through the columns the save itself uses, under one name the types
 * know (the query names the real table).
 */
interface VersionedColumns {
  website_id: string;
  version: number;
  updated_at: number;
  [column: string]: unknown;
}
type VersionedDb = Kysely<{ versioned: VersionedColumns }>;

/**
 * Writes the website's row of `table` and moves its version on by one. With `fromVersion` (0: none
 * saved yet) only when the stored version is still that one; undefined when another save came
 * first. Without it, the save always goes through (a row made or replaced).
 */
export async function saveVersionedRow<T extends VersionedTable>(
  db: Executor,
  table: T,
  websiteId: string,
  columns: VersionedValues<T>,
  fromVersion?: number,
): Promise<Selectable<Database[T]> | undefined> {
  const anyTable = db as unknown as VersionedDb;
  const name = table as unknown as 'versioned';
  const values = { ...(columns as Record<string, unknown>), updated_at: clockOf(db).now() };
  if (fromVersion !== undefined && fromVersion > 0) {
    const row = await anyTable
      .updateTable(name)
      .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
      .where('website_id', '=', websiteId)
      .where('version', '=', fromVersion)
      .returningAll()
      .executeTakeFirst();
    return row as Selectable<Database[T]> | undefined;
  }
  const row = await anyTable
    .insertInto(name)
    .values({ ...values, website_id: websiteId, version: 1 })
    .onConflict((oc) => {
      const target = oc.column('website_id');
      return fromVersion === 0
        ? target.doNothing()
        : target.doUpdateSet({ ...values, version: sql<number>`${sql.ref(`${table}.version`)} + 1` });
    })
    .returningAll()
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

import { sql } from 'kysely';

/**
 * Versions of settings kept one row per website (payment provider keys, places key): the time of
 * the row's last save, moved on by at least 1 ms at each save (two saves in one millisecond still
 * differ). Unlike a counter it does not start again at 1 after a removal, so a save made from a
 * removed row's version is refused rather than taken for a save over the new row.
 */
export const savedVersion = (row: { updated_at: number | string }): number => Number(row.updated_at);

/** The next save's time in `table`: now, or just after its last save when the clock has not moved past it. */
export const nextSaveAt = (table: 'payment_provider_configs' | 'places_settings', now: number) =>
  sql<number>`case when ${sql.ref(`${table}.updated_at`)} >= ${now} then ${sql.ref(`${table}.updated_at`)} + 1 else ${now} end`;

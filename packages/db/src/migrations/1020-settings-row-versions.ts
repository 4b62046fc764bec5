import { type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * A version on every shipping rate and tax rule: a studio save names the version it was made
 * from, so of two owners editing one rate the later save is refused ('changed-elsewhere') instead
 * of silently replacing the other's.
 */
export const settingsRowVersionsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    for (const table of ['shipping_rates', 'tax_rules']) {
      await db.schema
        .alterTable(table)
        .addColumn('version', k.t('integer'), (c) => c.notNull().defaultTo(1))
        .execute();
    }
  },
};

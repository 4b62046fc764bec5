import { type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The states, provinces or other regions a shipping rate ships to, beside its whole countries: a
 * JSON list of `{country, region}` (empty: none). A rate with neither countries nor regions ships
 * everywhere, as before.
 */
export const shippingRateRegionsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema
      .alterTable('shipping_rates')
      .addColumn('regions', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
};

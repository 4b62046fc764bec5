import { sql, type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * A weight rate's dimensional divisor in cubic centimetres per kilogram (carriers use 5000 or
 * 6000): the rate charges for the larger of the order's actual weight and its parcels' volume
 * divided by it. 0: the actual weight only, as before.
 */
export const shippingRateDimensionalDivisorMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema
      .alterTable('shipping_rates')
      .addColumn('dimensional_divisor', k.t('integer'), (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`dimensional_divisor >= 0`),
      )
      .execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * A variant's parcel size in whole millimetres, beside its shipping weight (0: not given). Kept in
 * the weights table: both describe the parcel, and both are read only by the owner and shipping.
 */
export const variantDimensionsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    for (const column of ['length_mm', 'width_mm', 'height_mm']) {
      await db.schema
        .alterTable('variant_weights')
        .addColumn(column, k.t('integer'), (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`${sql.ref(column)} >= 0`),
        )
        .execute();
    }
  },
};

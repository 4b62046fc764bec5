import { type Kysely, type Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * A version on every coupon: a studio save names the version it was made from, so of two owners
 * editing one coupon the later save is refused ('changed-elsewhere') instead of silently replacing
 * the other's. Redemptions (times_used) do not raise it: they are not an owner's edit.
 */
export const couponVersionsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema
      .alterTable('coupons')
      .addColumn('version', k.t('integer'), (c) => c.notNull().defaultTo(1))
      .execute();
  },
};

import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * The account an order was placed from (issue 14): the signed-in shopper's id, so the order shows
 * on the account whatever address was typed. Null for orders placed signed out, and again once the
 * account is deleted (the order itself is the shop's record of the sale and stays).
 */
export const ordersSiteUserMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('orders').addColumn('site_user_id', k.t('id')).execute();
    await k.index('orders', ['website_id', 'site_user_id'], { where: 'site_user_id is not null' });
  },
};

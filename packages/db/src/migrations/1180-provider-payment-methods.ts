import type { Kysely, Migration } from 'kysely';
import { tableKit } from './table.js';

/**
 * A card saved at an outside provider (issue 15): the provider's own ids of the payment method and
 * of the customer it is attached to (Stripe's `pm_…` and `cus_…`), which off-session renewals
 * charge. Null for the test provider's cards, which live in our database only.
 */
export const providerPaymentMethodsMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await db.schema.alterTable('payment_methods').addColumn('provider_method_ref', k.t('text')).execute();
    await db.schema.alterTable('payment_methods').addColumn('provider_customer_ref', k.t('text')).execute();
  },
};

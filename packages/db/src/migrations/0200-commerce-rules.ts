import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import { COUPON_KINDS, COUPON_SCOPES, SHIPPING_RATE_KINDS } from '../schema/commerce.js';
import { tableKit, type TableKit } from './table.js';

/**
 * The owner's checkout rules: shipping rates, tax rules, coupons (with an atomic per-customer use
 * counter) and variant shipping weights. Money is whole minor units, never negative.
 */
export const commerceRulesMigration: Migration = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    const k = tableKit(db);
    await createShippingRates(k);
    await createTaxRules(k);
    await createCoupons(k);
    await k.create('coupon_customer_uses', (b) =>
      b
        .addColumn('website_id', k.t('id'), (c) => c.notNull())
        .addColumn('coupon_id', k.t('id'), (c) => c.notNull())
        .addColumn('customer_key', k.t('text'), (c) => c.notNull())
        .addColumn('uses', k.t('integer'), (c) => c.notNull())
        .addPrimaryKeyConstraint('coupon_customer_uses_pk', ['coupon_id', 'customer_key'])
        .addForeignKeyConstraint(
          'coupon_customer_uses_coupon_fk',
          ['website_id', 'coupon_id'],
          'coupons',
          ['website_id', 'id'],
          (c) => c.onDelete('cascade'),
        )
        .addCheckConstraint('coupon_customer_uses_positive', sql`uses > 0`),
    );
    await k.create('variant_weights', (b) =>
      k.nonNegative(
        b
          .addColumn('website_id', k.t('id'), (c) => c.notNull())
          .addColumn('variant_id', k.t('id'), (c) => c.notNull().primaryKey())
          .addColumn('weight_grams', k.t('integer'), (c) => c.notNull())
          .addForeignKeyConstraint(
            'variant_weights_variant_fk',
            ['website_id', 'variant_id'],
            'product_variants',
            ['website_id', 'id'],
            (c) => c.onDelete('cascade'),
          ),
        'variant_weights',
        'weight_grams',
      ),
    );
  },
};

/** The id and website columns every rule table starts with. */
export function siteColumns(
  k: TableKit,
  b: CreateTableBuilder<string, string>,
): CreateTableBuilder<string, string> {
  return b
    .addColumn('id', k.t('id'), (c) => c.primaryKey())
    .addColumn('website_id', k.t('id'), (c) => c.notNull().references('websites.id').onDelete('cascade'));
}

async function createShippingRates(k: TableKit): Promise<void> {
  await k.create('shipping_rates', (b) => {
    let t = siteColumns(k, b)
      .addColumn('name', k.t('text'), (c) => c.notNull())
      .addColumn('kind', k.t('text'), (c) => c.notNull())
      .addColumn('countries', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('amount_cents', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('per_kg_cents', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('free_above_cents', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('position', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .addColumn('enabled', k.t('flag'), (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('shipping_rates_site_id_uq', ['website_id', 'id']);
    for (const column of ['amount_cents', 'per_kg_cents', 'free_above_cents'])
      t = k.nonNegative(t, 'shipping_rates', column);
    return k.flagCheck(
      k.oneOf(t, 'shipping_rates', 'kind', SHIPPING_RATE_KINDS),
      'shipping_rates',
      'enabled',
    );
  });
  await k.index('shipping_rates', ['website_id', 'position']);
}

async function createTaxRules(k: TableKit): Promise<void> {
  await k.create('tax_rules', (b) => {
    const t = siteColumns(k, b)
      .addColumn('name', k.t('text'), (c) => c.notNull())
      .addColumn('country', k.t('text'), (c) => c.notNull())
      .addColumn('region', k.t('text'), (c) => c.notNull().defaultTo(''))
      .addColumn('rate', k.t('text'), (c) => c.notNull())
      .addColumn('included', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('applies_to_shipping', k.t('flag'), (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('tax_rules_site_id_uq', ['website_id', 'id'])
      .addCheckConstraint('tax_rules_country_code', sql`length(country) = 2`);
    return k.flagCheck(k.flagCheck(t, 'tax_rules', 'included'), 'tax_rules', 'applies_to_shipping');
  });
  // One rule per country or region.
  await k.index('tax_rules', ['website_id', 'country', 'region'], { unique: true });
}

async function createCoupons(k: TableKit): Promise<void> {
  await k.create('coupons', (b) => {
    let t = siteColumns(k, b)
      .addColumn('code', k.t('text'), (c) => c.notNull())
      .addColumn('code_key', k.t('text'), (c) => c.notNull())
      .addColumn('kind', k.t('text'), (c) => c.notNull())
      .addColumn('percent', k.t('text'))
      .addColumn('amount_cents', k.t('bigint'))
      .addColumn('min_subtotal_cents', k.t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('starts_at', k.t('timestamp'))
      .addColumn('ends_at', k.t('timestamp'))
      .addColumn('usage_limit', k.t('integer'))
      .addColumn('per_customer_limit', k.t('integer'))
      .addColumn('times_used', k.t('integer'), (c) => c.notNull().defaultTo(0))
      .addColumn('scope', k.t('text'), (c) => c.notNull().defaultTo('all'))
      .addColumn('product_ids', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('category_ids', k.t('json'), (c) => c.notNull().defaultTo('[]'))
      .addColumn('enabled', k.t('flag'), (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', k.t('timestamp'), (c) => c.notNull())
      .addColumn('updated_at', k.t('timestamp'), (c) => c.notNull())
      .addUniqueConstraint('coupons_site_id_uq', ['website_id', 'id'])
      .addUniqueConstraint('coupons_code_uq', ['website_id', 'code_key'])
      // The last redemption a limit allows is the last one there can ever be.
      .addCheckConstraint('coupons_usage_limit', sql`usage_limit is null or times_used <= usage_limit`);
    for (const column of ['amount_cents', 'min_subtotal_cents', 'times_used'])
      t = k.nonNegative(t, 'coupons', column);
    t = k.oneOf(k.oneOf(t, 'coupons', 'kind', COUPON_KINDS), 'coupons', 'scope', COUPON_SCOPES);
    return k.flagCheck(t, 'coupons', 'enabled');
  });
}

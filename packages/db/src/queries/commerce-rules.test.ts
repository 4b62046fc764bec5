import { expect, it } from 'vitest';
import { newId } from '../ids.js';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { eachDialect } from '../testing.js';
import { listCategoriesOfProducts, listVariantWeights, setVariantWeight } from './checkout.js';
import { createCollection } from './collections.js';
import {
  couponCodeKey,
  couponUsesBy,
  deleteCoupon,
  findCoupon,
  findCouponsByKeys,
  insertCoupon,
  listCoupons,
  redeemCoupon,
  updateCoupon,
  type CouponInput,
} from './coupons.js';
import type { Executor } from './executor.js';
import { createProduct } from './products.js';
import {
  deleteShippingRate,
  findShippingRate,
  insertShippingRate,
  listShippingRates,
  updateShippingRate,
} from './shipping-rates.js';
import { insertTaxRule, listTaxRules, listTaxRulesFor, updateTaxRule } from './tax-rules.js';
import { createWebsite } from './websites.js';

const site = async (db: Executor) => (await createWebsite(db, { slug: `r${newId()}`, title: 'R' })).id;

const coupon = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: 'save10',
  kind: 'percentage',
  percent: '10',
  amountCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  scope: 'all',
  productIds: [],
  categoryIds: [],
  enabled: true,
  ...overrides,
});

eachDialect('checkout rule queries', (getDb) => {
  it('stores shipping rates per website in display order and updates only the given fields', async () => {
    const { db } = getDb();
    const a = await site(db);
    const b = await site(db);
    const base = { countries: ['US'], amountCents: 500, perKgCents: 0, freeAboveCents: 0, enabled: true };
    const second = await insertShippingRate(db, a, { ...base, name: 'Express', kind: 'flat', position: 2 });
    const first = await insertShippingRate(db, a, { ...base, name: 'Standard', kind: 'flat', position: 1 });
    await insertShippingRate(db, b, { ...base, name: 'Other site', kind: 'flat', position: 0 });
    expect((await listShippingRates(db, a)).map((r) => r.name)).toEqual(['Standard', 'Express']);
    const changed = await updateShippingRate(db, a, second.id, { enabled: false, countries: [] });
    expect(changed).toMatchObject({ name: 'Express', enabled: false, countries: [], amount_cents: 500 });
    expect((await listShippingRates(db, a, { enabledOnly: true })).map((r) => r.id)).toEqual([first.id]);
    expect(await findShippingRate(db, b, first.id)).toBeUndefined();
    expect(await updateShippingRate(db, b, first.id, { name: 'x' })).toBeUndefined();
    expect(await deleteShippingRate(db, b, first.id)).toBe(false);
    expect(await deleteShippingRate(db, a, first.id)).toBe(true);
  });

  it('raises a rate’s and a rule’s version on each change, and refuses a change from an old one', async () => {
    const { db } = getDb();
    const a = await site(db);
    const base = { countries: [], amountCents: 500, perKgCents: 0, freeAboveCents: 0, enabled: true };
    const rate = await insertShippingRate(db, a, { ...base, name: 'Standard', kind: 'flat', position: 0 });
    expect(rate.version).toBe(1);
    expect(await updateShippingRate(db, a, rate.id, { amountCents: 600 }, 1)).toMatchObject({ version: 2 });
    expect(await updateShippingRate(db, a, rate.id, { amountCents: 700 }, 1)).toBe('changed');
    expect(await findShippingRate(db, a, rate.id)).toMatchObject({ amount_cents: 600, version: 2 });
    expect(await updateShippingRate(db, a, 'missing', { amountCents: 1 }, 1)).toBeUndefined();
    const rule = await insertTaxRule(db, a, {
      name: 'VAT',
      country: 'DE',
      region: '',
      rate: '19',
      included: true,
      appliesToShipping: true,
    });
    expect(rule).toMatchObject({ version: 1 });
    expect(await updateTaxRule(db, a, rule?.id ?? '', { rate: '7' }, 1)).toMatchObject({ version: 2 });
    expect(await updateTaxRule(db, a, rule?.id ?? '', { rate: '16' }, 1)).toBe('changed');
    expect((await listTaxRules(db, a))[0]).toMatchObject({ rate: '7', version: 2 });
  });

  it('refuses a negative amount at the schema level', async () => {
    const { db } = getDb();
    const a = await site(db);
    await expect(
      insertShippingRate(db, a, {
        name: 'Bad',
        kind: 'flat',
        countries: [],
        amountCents: -1,
        perKgCents: 0,
        freeAboveCents: 0,
        position: 0,
        enabled: true,
      }),
    ).rejects.toThrow();
  });

  it('keeps one tax rule per country or region and finds the ones that apply', async () => {
    const { db } = getDb();
    const a = await site(db);
    const rule = { included: false, appliesToShipping: false };
    const us = await insertTaxRule(db, a, { ...rule, name: 'US', country: 'US', region: '', rate: '2' });
    const ny = await insertTaxRule(db, a, {
      ...rule,
      name: 'NY',
      country: 'US',
      region: 'NY',
      rate: '8.875',
    });
    await insertTaxRule(db, a, { ...rule, name: 'CA', country: 'US', region: 'CA', rate: '7.25' });
    expect(
      await insertTaxRule(db, a, { ...rule, name: 'again', country: 'US', region: 'NY', rate: '1' }),
    ).toBeUndefined();
    expect((await listTaxRulesFor(db, a, 'US', ['NY'])).map((r) => r.rate)).toEqual(['2', '8.875']);
    expect((await listTaxRulesFor(db, a, 'US', [])).map((r) => r.id)).toEqual([us?.id]);
    // A region is found by any of its spellings, case-blind (a rule saved with a name, an address with a code).
    const oregon = await insertTaxRule(db, a, {
      ...rule,
      name: 'OR',
      country: 'US',
      region: 'Oregon',
      rate: '1',
    });
    expect((await listTaxRulesFor(db, a, 'US', ['OR', 'oregon'])).map((r) => r.id)).toEqual([
      us?.id,
      oregon?.id,
    ]);
    expect((await listTaxRulesFor(db, a, 'US', ['ny'])).map((r) => r.id)).toEqual([us?.id, ny?.id]);
    expect(await updateTaxRule(db, a, ny?.id ?? '', { region: 'CA' })).toBe('conflict');
    expect(await updateTaxRule(db, a, ny?.id ?? '', { rate: '9' })).toMatchObject({
      rate: '9',
      region: 'NY',
    });
    expect(await listTaxRules(db, await site(db))).toEqual([]);
  });

  it('matches coupon codes case-insensitively and refuses a duplicate code', async () => {
    const { db } = getDb();
    const a = await site(db);
    const saved = await insertCoupon(db, a, coupon({ code: ' Save10 ' }));
    expect(saved).toMatchObject({ code: 'Save10', code_key: 'SAVE10', times_used: 0 });
    expect(await insertCoupon(db, a, coupon({ code: 'SAVE10' }))).toBeUndefined();
    expect(await insertCoupon(db, await site(db), coupon({ code: 'SAVE10' }))).toBeDefined();
    expect((await findCouponsByKeys(db, a, [couponCodeKey('save10')])).map((c) => c.id)).toEqual([saved?.id]);
    const other = await insertCoupon(db, a, coupon({ code: 'OTHER' }));
    expect(await updateCoupon(db, a, other?.id ?? '', { code: 'save10' })).toBe('conflict');
    expect(await listCoupons(db, a)).toHaveLength(2);
    expect(await deleteCoupon(db, a, other?.id ?? '')).toBe('deleted');
  });

  it('raises a coupon’s version on each owner change (not on redemption) and refuses an old one', async () => {
    const { db } = getDb();
    const a = await site(db);
    const saved = await insertCoupon(db, a, coupon({ code: 'VERSIONED' }));
    if (!saved) throw new Error('coupon missing');
    expect(saved.version).toBe(1);
    expect(await updateCoupon(db, a, saved.id, { percent: '20' }, 1)).toMatchObject({ version: 2 });
    expect(await updateCoupon(db, a, saved.id, { percent: '30' }, 1)).toBe('changed');
    expect(await redeemCoupon(db, a, saved, 'alice')).toBe('redeemed');
    expect(await findCoupon(db, a, saved.id)).toMatchObject({ percent: '20', times_used: 1, version: 2 });
    expect(await updateCoupon(db, a, 'missing', { percent: '5' }, 1)).toBeUndefined();
  });

  it('redeems within the total and per-customer limits only (a refusal rolls back with its order)', async () => {
    const { db } = getDb();
    const a = await site(db);
    const limited = await insertCoupon(db, a, coupon({ code: 'TWICE', usageLimit: 2, perCustomerLimit: 1 }));
    if (!limited) throw new Error('coupon missing');
    const order = (customer: string) =>
      db
        .transaction()
        .execute(async (trx) => {
          const outcome = await redeemCoupon(trx, a, limited, customer);
          if (outcome !== 'redeemed') throw new Error(outcome);
          return outcome;
        })
        .catch((error: Error) => error.message);
    expect(await order('alice')).toBe('redeemed');
    expect(await order('alice')).toBe('customer-limit');
    expect(await order('bob')).toBe('redeemed');
    expect(await order('carol')).toBe('usage-limit');
    expect(await couponUsesBy(db, a, limited.id, 'alice')).toBe(1);
  });

  it('lets exactly one of many racing orders redeem a single-use code', async () => {
    const { db } = getDb();
    const a = await site(db);
    const once = await insertCoupon(db, a, coupon({ code: 'ONCE', usageLimit: 1 }));
    if (!once) throw new Error('coupon missing');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute((trx) => redeemCoupon(trx, a, once, `customer-${i}`)),
      ),
    );
    expect(outcomes.filter((o) => o === 'redeemed')).toHaveLength(1);
    const [stored] = await findCouponsByKeys(db, a, ['ONCE']);
    expect(stored?.times_used).toBe(1);
  });

  it('keeps variant weights and product categories per website', async () => {
    const { db } = getDb();
    const a = await site(db);
    const store = await createCollection(db, a, {
      type: COLLECTION_TYPES.PRODUCTS,
      urlId: 'shop',
      title: 'Shop',
    });
    const product = await createProduct(db, a, {
      item: { collectionId: store.id, title: 'Mug', urlId: 'mug', publishState: 'published' },
      productType: PRODUCT_TYPES.PHYSICAL,
      variants: [{ sku: `M-${newId()}`, price: 100, currency: 'USD', qtyInStock: 1 }],
    });
    const variantId = product.variants[0]?.id ?? '';
    expect(await setVariantWeight(db, a, variantId, 1200)).toBe(true);
    expect(await setVariantWeight(db, a, variantId, 1500)).toBe(true);
    expect(await setVariantWeight(db, await site(db), variantId, 1)).toBe(false);
    expect(await listVariantWeights(db, a, [variantId, 'missing'])).toEqual(new Map([[variantId, 1500]]));
    expect(await listCategoriesOfProducts(db, a, [product.item_id])).toEqual(new Map());
  });
});

import type { Coupon } from '@tessera/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCoupons, type CouponInput, type CouponLine } from './evaluate-coupons.js';

function coupon(code: string, overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: `id-${code}`,
    website_id: 'w',
    code,
    code_key: code.toUpperCase(),
    kind: 'percentage',
    percent: '10',
    amount_cents: null,
    min_subtotal_cents: 0,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
    times_used: 0,
    version: 1,
    scope: 'all',
    product_ids: [],
    category_ids: [],
    enabled: true,
    created_at: 0,
    updated_at: 0,
    ...overrides,
  };
}

const MUG: CouponLine = { itemId: 'mug', productType: 1, lineTotalCents: 2000, categoryIds: ['kitchen'] };
const BOOK: CouponLine = { itemId: 'book', productType: 2, lineTotalCents: 1000, categoryIds: [] };
const GIFT: CouponLine = { itemId: 'gift', productType: 4, lineTotalCents: 5000, categoryIds: [] };

function run(codes: string[], coupons: Coupon[], extra: Partial<CouponInput> = {}) {
  return evaluateCoupons({
    codes,
    coupons,
    lines: [MUG, BOOK],
    subtotalCents: 3000,
    currency: 'USD',
    locale: 'en-US',
    now: 1_000_000,
    usesByCustomer: new Map(),
    ...extra,
  });
}

describe('coupon evaluation', () => {
  it('discounts a percentage or a fixed amount of the goods, matching codes in any case', () => {
    expect(run(['save10'], [coupon('SAVE10')])).toMatchObject({
      discountCents: 300,
      validCoupons: [{ code: 'SAVE10', kind: 'percentage', discountCents: 300, freeShipping: false }],
    });
    const fixed = coupon('FIVE', { kind: 'fixed', percent: null, amount_cents: 500 });
    expect(run(['FIVE'], [fixed]).discountCents).toBe(500);
  });

  it('lists every refused code with its reason', () => {
    const outcome = run(
      ['nope', 'OFF', 'SOON', 'OLD', 'BIG', 'USED', 'MINE', 'SCOPED'],
      [
        coupon('OFF', { enabled: false }),
        coupon('SOON', { starts_at: 2_000_000 }),
        coupon('OLD', { ends_at: 1_000_000 }),
        coupon('BIG', { min_subtotal_cents: 5000 }),
        coupon('USED', { usage_limit: 3, times_used: 3 }),
        coupon('MINE', { per_customer_limit: 1 }),
        coupon('SCOPED', { scope: 'products', product_ids: ['other'] }),
      ],
      { usesByCustomer: new Map([['id-MINE', 1]]) },
    );
    expect(outcome.discountCents).toBe(0);
    expect(outcome.invalidCoupons).toEqual([
      { code: 'nope', reason: 'This coupon code is not valid.' },
      { code: 'OFF', reason: 'This coupon code is not valid.' },
      { code: 'SOON', reason: 'This coupon is not active yet.' },
      { code: 'OLD', reason: 'This coupon has expired.' },
      { code: 'BIG', reason: 'This coupon needs an order subtotal of $50.00 or more.' },
      { code: 'USED', reason: 'This coupon has reached its usage limit.' },
      { code: 'MINE', reason: 'You have already used this coupon.' },
      { code: 'SCOPED', reason: 'This coupon does not apply to the items in your cart.' },
    ]);
  });

  it('discounts only products or categories in scope, never gift cards', () => {
    const product = coupon('MUGS', { scope: 'products', product_ids: ['mug'], percent: '50' });
    expect(run(['MUGS'], [product]).discountCents).toBe(1000);
    const category = coupon('KITCHEN', {
      scope: 'categories',
      category_ids: ['kitchen'],
      kind: 'fixed',
      amount_cents: 9999,
    });
    expect(run(['KITCHEN'], [category]).discountCents).toBe(2000);
    const all = coupon('ALL', { percent: '100' });
    expect(run(['ALL'], [all], { lines: [MUG, GIFT], subtotalCents: 7000 }).discountCents).toBe(2000);
  });

  it('gives free shipping without a discount', () => {
    const free = coupon('SHIP', { kind: 'free-shipping', percent: null });
    expect(run(['SHIP'], [free])).toMatchObject({
      discountCents: 0,
      freeShipping: true,
      validCoupons: [{ freeShipping: true }],
    });
  });

  it('never discounts more than the goods cost, whatever the coupons (property)', () => {
    const arbCoupon = fc.record({
      kind: fc.constantFrom('percentage' as const, 'fixed' as const, 'free-shipping' as const),
      percent: fc.integer({ min: 1, max: 100 }).map(String),
      amount_cents: fc.integer({ min: 1, max: 100_000 }),
    });
    const arbLine = fc.record({
      itemId: fc.constantFrom('a', 'b'),
      productType: fc.constantFrom(1, 2, 3, 4),
      lineTotalCents: fc.integer({ min: 0, max: 100_000 }),
      categoryIds: fc.constant([] as string[]),
    });
    fc.assert(
      fc.property(
        fc.array(arbCoupon, { maxLength: 5 }),
        fc.array(arbLine, { maxLength: 5 }),
        (specs, lines) => {
          const coupons = specs.map((s, i) => coupon(`C${i}`, s));
          const goods = lines.filter((l) => l.productType !== 4).reduce((t, l) => t + l.lineTotalCents, 0);
          const outcome = run(
            coupons.map((c) => c.code),
            coupons,
            { lines, subtotalCents: goods },
          );
          const sum = outcome.validCoupons.reduce((t, c) => t + c.discountCents, 0);
          return (
            outcome.discountCents >= 0 && outcome.discountCents <= goods && sum === outcome.discountCents
          );
        },
      ),
    );
  });
});

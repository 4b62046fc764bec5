import {
  insertCoupon,
  insertShippingRate,
  insertTaxRule,
  putCommercePreferences,
  type CouponInput,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from './testing/checkout-site.js';
import { buyerWithMug } from './testing/orders.js';
import { ADDRESS, shopper } from './testing/shopper.js';

const COUPON: CouponInput = {
  code: 'SAVE10',
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
};

interface View {
  shoppingCart: Record<string, unknown> & { grandTotalCents: number };
  problems: { code: string; message: string }[];
  canPlaceOrder: boolean;
  [key: string]: unknown;
}

const checkoutOf = (response: { json(): unknown }) => (response.json() as { checkout: View }).checkout;

eachDialect('checkout API', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function withMug(quantity = 1) {
    world = await checkoutSite(getDb());
    return { ...world, buyer: await buyerWithMug(world, quantity) };
  }

  it('shows nothing to buy without a cart, and what is missing before an order can be placed', async () => {
    const { buyer, app, host } = await withMug();
    const stranger = shopper(app, host);
    expect(checkoutOf(await stranger.json('GET', '/api/commerce/checkout'))).toBeNull();
    const view = checkoutOf(await buyer.json('GET', '/api/commerce/checkout'));
    expect(view.canPlaceOrder).toBe(false);
    expect(view.problems).toEqual([
      { code: 'email', message: 'Please enter your email address.' },
      { code: 'address', message: 'Please enter a shipping address.' },
    ]);
    expect(view.shoppingCart).toMatchObject({
      subtotalCents: 1250,
      shippingOptions: [],
      requiresShipping: true,
    });
  });

  it('checks the email and the required address parts field by field', async () => {
    const { buyer } = await withMug();
    const refused = await buyer.details({
      email: 'nope',
      shippingAddress: { ...ADDRESS, line1: '', postalCode: ' ' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'validation-failed',
      errors: {
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        'shippingAddress.line1': 'Required',
        'shippingAddress.postalCode': 'Required',
      },
    });
  });

  it('offers the rates for the address, chooses the cheapest, and takes the shopper’s choice', async () => {
    const { buyer, websiteId } = await withMug();
    const { db } = getDb();
    const express = await insertShippingRate(db, websiteId, {
      name: 'Express',
      kind: 'flat',
      countries: [],
      amountCents: 1500,
      perKgCents: 0,
      freeAboveCents: 0,
      position: 1,
      enabled: true,
    });
    await insertShippingRate(db, websiteId, {
      name: 'Canada only',
      kind: 'flat',
      countries: ['CA'],
      amountCents: 100,
      perKgCents: 0,
      freeAboveCents: 0,
      position: 2,
      enabled: true,
    });
    const saved = checkoutOf(await buyer.details());
    expect((saved.shoppingCart['shippingOptions'] as { name: string }[]).map((o) => o.name)).toEqual([
      'Standard',
      'Express',
    ]);
    expect(saved.shoppingCart).toMatchObject({
      selectedShippingOption: { name: 'Standard', amountCents: 500 },
      shippingLocation: { country: 'US', region: 'IL', postalCode: '62701' },
      shippingCostCents: 500,
      grandTotalCents: 1750,
    });
    expect(saved.canPlaceOrder).toBe(true);
    const chosen = await buyer.json('PUT', '/api/commerce/checkout/shipping-option', {
      optionId: express.id,
    });
    expect(checkoutOf(chosen).shoppingCart).toMatchObject({ shippingCostCents: 1500, grandTotalCents: 2750 });
    const other = await buyer.json('PUT', '/api/commerce/checkout/shipping-option', {
      optionId: '0'.repeat(24),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'Shipping is not available to this address.' });
  });

  it('refuses to ship where no rate goes', async () => {
    const { buyer } = await withMug();
    const view = checkoutOf(await buyer.details({ shippingAddress: { ...ADDRESS, country: 'FR' } }));
    expect(view.problems).toEqual([
      { code: 'shipping', message: 'Shipping is not available to this address.' },
    ]);
  });

  it('adds tax by country and region, on shipping when the rule says so, and shows included tax', async () => {
    const { buyer, websiteId } = await withMug();
    const { db } = getDb();
    const base = { included: false, appliesToShipping: false };
    await insertTaxRule(db, websiteId, {
      ...base,
      name: 'Illinois',
      country: 'US',
      region: 'IL',
      rate: '6.25',
      appliesToShipping: true,
    });
    await insertTaxRule(db, websiteId, { ...base, name: 'Texas', country: 'US', region: 'TX', rate: '8' });
    const view = checkoutOf(await buyer.details());
    expect(view.shoppingCart).toMatchObject({
      taxCents: 109,
      grandTotalCents: 1859,
      applicableTaxRules: [{ name: 'Illinois', rate: '6.25', included: false, taxCents: 109 }],
    });
    await insertTaxRule(db, websiteId, {
      ...base,
      name: 'VAT',
      country: 'GB',
      region: '',
      rate: '20',
      included: true,
    });
    await insertShippingRate(db, websiteId, {
      name: 'UK',
      kind: 'flat',
      countries: ['GB'],
      amountCents: 0,
      perKgCents: 0,
      freeAboveCents: 0,
      position: 0,
      enabled: true,
    });
    const uk = checkoutOf(
      await buyer.details({ shippingAddress: { ...ADDRESS, country: 'GB', region: '' } }),
    );
    expect(uk).toMatchObject({ includedTaxCents: 208, shoppingCart: { taxCents: 0, grandTotalCents: 1250 } });
  });

  it('lists valid and invalid coupons with the reason, applies a code once, and removes it', async () => {
    const { buyer, websiteId } = await withMug(2);
    const { db } = getDb();
    await insertCoupon(db, websiteId, COUPON);
    await insertCoupon(db, websiteId, { ...COUPON, code: 'BIGSPEND', minSubtotalCents: 10_000 });
    await buyer.details();
    for (const code of ['save10', 'SAVE10', 'BIGSPEND', 'WHAT']) {
      expect((await buyer.json('POST', '/api/commerce/checkout/coupons', { code })).statusCode).toBe(200);
    }
    const view = checkoutOf(await buyer.json('GET', '/api/commerce/checkout'));
    expect(view.shoppingCart).toMatchObject({
      coupons: ['save10', 'BIGSPEND', 'WHAT'],
      validCoupons: [{ code: 'SAVE10', discountCents: 250, freeShipping: false }],
      invalidCoupons: [
        { code: 'BIGSPEND', reason: 'This coupon needs an order subtotal of $100.00 or more.' },
        { code: 'WHAT', reason: 'This coupon code is not valid.' },
      ],
      discountCents: 250,
      grandTotalCents: 2500 - 250 + 500,
    });
    const removed = await buyer.json('DELETE', '/api/commerce/checkout/coupons/SAVE10');
    expect(checkoutOf(removed).shoppingCart).toMatchObject({
      discountCents: 0,
      coupons: ['BIGSPEND', 'WHAT'],
    });
  });

  it('makes shipping free with a free-shipping coupon and above a free-shipping threshold', async () => {
    const { buyer, websiteId } = await withMug(2);
    const { db } = getDb();
    await insertCoupon(db, websiteId, { ...COUPON, code: 'SHIPFREE', kind: 'free-shipping', percent: null });
    await buyer.details();
    const freed = checkoutOf(
      await buyer.json('POST', '/api/commerce/checkout/coupons', { code: 'SHIPFREE' }),
    );
    expect(freed.shoppingCart).toMatchObject({ shippingCostCents: 0, grandTotalCents: 2500 });
    await buyer.json('DELETE', '/api/commerce/checkout/coupons/SHIPFREE');
    await insertShippingRate(db, websiteId, {
      name: 'Free over $20',
      kind: 'free',
      countries: ['US'],
      amountCents: 0,
      perKgCents: 0,
      freeAboveCents: 2000,
      position: 5,
      enabled: true,
    });
    const threshold = checkoutOf(await buyer.json('GET', '/api/commerce/checkout'));
    expect(threshold.shoppingCart).toMatchObject({
      selectedShippingOption: { name: 'Free over $20' },
      shippingCostCents: 0,
    });
  });

  it('enforces the minimum order subtotal with the spec’s message', async () => {
    const { buyer, websiteId } = await withMug();
    await putCommercePreferences(getDb().db, websiteId, 'cart', { minimumSubtotalCents: 5000 });
    const view = checkoutOf(await buyer.details());
    expect(view.problems).toEqual([
      { code: 'minimum', message: 'To check out, your order subtotal must be $50.00 or more.' },
    ]);
    const placed = await buyer.place({ paymentToken: await buyer.token() });
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toMatchObject({
      code: 'checkout-minimum-subtotal',
      error: 'To check out, your order subtotal must be $50.00 or more.',
    });
  });

  it('shows the same computed numbers in the cart API as in checkout', async () => {
    const { buyer, websiteId } = await withMug(2);
    await insertCoupon(getDb().db, websiteId, COUPON);
    await buyer.details();
    const view = checkoutOf(await buyer.json('POST', '/api/commerce/checkout/coupons', { code: 'SAVE10' }));
    const cart = (await buyer.cart()).json() as Record<string, unknown>;
    for (const key of [
      'subtotalCents',
      'discountCents',
      'shippingCostCents',
      'taxCents',
      'grandTotalCents',
    ]) {
      expect(cart[key], key).toBe(view.shoppingCart[key]);
    }
  });

  it('works as plain forms: 303 back to the checkout, with the refusal as a notice', async () => {
    const { buyer, app, host } = await withMug();
    const saved = await buyer.form('/checkout/details', {
      email: 'ada@example.com',
      'shippingAddress[name]': 'Ada',
      'shippingAddress[line1]': '1 Main',
      'shippingAddress[city]': 'Springfield',
      'shippingAddress[postalCode]': '62701',
      'shippingAddress[country]': 'us',
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/checkout');
    expect(checkoutOf(await buyer.json('GET', '/api/commerce/checkout')).canPlaceOrder).toBe(true);
    const refused = await buyer.form('/checkout/details', { email: 'broken' });
    expect(refused.headers.location).toBe('/checkout');
    const page = await app.inject({
      method: 'GET',
      url: '/checkout',
      headers: { host, cookie: buyer.cookieHeader() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
  });
});

import { setVariantDimensions, setVariantWeight } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { checkoutSite, type CheckoutSite } from '../checkout/testing/checkout-site.js';
import { buyerWithMug } from '../checkout/testing/orders.js';
import { ADDRESS } from '../checkout/testing/shopper.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { signIn } from '../testing/harness.js';

const RATES = '/api/admin/commerce/shipping-rates';

interface Option {
  name: string;
  amountCents: number;
}

/** Per-region rates and dimensional weight, from the owner API to the shopper's checkout. */
eachDialect('shipping by region and parcel size', (getDb) => {
  let world: CheckoutSite | undefined;
  afterEach(async () => world?.app.close());

  async function setUp(): Promise<{ world: CheckoutSite; call: OwnerCall; variantId: string }> {
    world = await checkoutSite(getDb());
    const call = ownerApi(world.app, await signIn(world.app, world.site));
    const variantId = world.store.mug.variants[0]?.id ?? '';
    return { world, call, variantId };
  }

  it('offers a region’s rate only to addresses in that region, priced by dimensional weight', async () => {
    const { world: w, call, variantId } = await setUp();
    const created = await call('POST', RATES, {
      name: 'Alaska courier',
      kind: 'weight',
      regions: [{ country: 'US', region: 'AK' }],
      amountCents: 1000,
      perKgCents: 200,
      dimensionalDivisor: 5000,
      position: 1,
    });
    expect(created.statusCode).toBe(201);
    const rate = created.json() as { id: string; version: number };
    expect(rate).toMatchObject({
      countries: [],
      regions: [{ country: 'US', region: 'AK' }],
      dimensionalDivisor: 5000,
    });
    // A 500 g mug in a 300 × 200 × 100 mm box: 6,000 cm³ is 1.2 kg at 5000 cm³/kg.
    await setVariantWeight(getDb().db, w.websiteId, variantId, 500);
    await setVariantDimensions(getDb().db, w.websiteId, variantId, { length: 300, width: 200, height: 100 });
    const buyer = await buyerWithMug(w, 2);

    const options = async (region: string) => {
      const response = await buyer.details({ shippingAddress: { ...ADDRESS, region } });
      expect(response.statusCode).toBe(200);
      const cart = (response.json() as { checkout: { shoppingCart: { shippingOptions: Option[] } } }).checkout
        .shoppingCart;
      return cart.shippingOptions.map((o) => [o.name, o.amountCents]);
    };
    expect(await options('IL')).toEqual([['Standard', 500]]);
    // Two mugs: 1 kg actual, 2.4 kg dimensional → 3 started kg.
    expect(await options(' ak ')).toEqual([
      ['Standard', 500],
      ['Alaska courier', 1000 + 3 * 200],
    ]);

    // Without the divisor the actual weight (1 kg) is charged.
    const changed = await call('PUT', `${RATES}/${rate.id}`, {
      dimensionalDivisor: 0,
      version: rate.version,
    });
    expect(changed.json()).toMatchObject({
      dimensionalDivisor: 0,
      regions: [{ country: 'US', region: 'AK' }],
    });
    expect(await options('AK')).toEqual([
      ['Standard', 500],
      ['Alaska courier', 1000 + 200],
    ]);
  });

  it('ships to whole countries and regions together; with neither, everywhere', async () => {
    const { world: w, call } = await setUp();
    await call('POST', RATES, {
      name: 'North America',
      kind: 'flat',
      countries: ['CA'],
      regions: [{ country: 'US', region: 'HI' }],
      amountCents: 2000,
      position: 1,
    });
    const buyer = await buyerWithMug(w);
    const names = async (country: string, region: string) =>
      (
        (await buyer.details({ shippingAddress: { ...ADDRESS, country, region } })).json() as {
          checkout: { shoppingCart: { shippingOptions: Option[] } };
        }
      ).checkout.shoppingCart.shippingOptions.map((o) => o.name);
    expect(await names('CA', 'ON')).toEqual(['North America']);
    expect(await names('US', 'HI')).toEqual(['Standard', 'North America']);
    expect(await names('US', 'IL')).toEqual(['Standard']);
    expect(await names('MX', 'HI')).toEqual([]);
  });

  it('refuses bad regions and divisors field by field', async () => {
    const { call } = await setUp();
    const bad = await call('POST', RATES, {
      name: 'Bad',
      kind: 'weight',
      regions: [{ country: 'usa', region: ' ' }],
      dimensionalDivisor: 12.5,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: Record<string, string> }).errors).toEqual({
      'regions.0.country': 'Use a two-letter country code',
      'regions.0.region': 'Enter a region',
      dimensionalDivisor: 'Use a whole number of cm³ per kg',
    });
    const tooBig = await call('POST', RATES, { name: 'Big', kind: 'weight', dimensionalDivisor: 100_001 });
    expect((tooBig.json() as { errors: Record<string, string> }).errors).toEqual({
      dimensionalDivisor: 'Use at most 100,000',
    });
  });
});

import type { ShippingRate } from '@tessera/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chargedGrams,
  quoteShipping,
  rateAmount,
  shipsTo,
  type Parcel,
  type ShippingLocation,
} from './shipping-options.js';

function rate(id: string, overrides: Partial<ShippingRate> = {}): ShippingRate {
  return {
    id,
    website_id: 'w',
    name: id,
    kind: 'flat',
    countries: [],
    regions: [],
    amount_cents: 500,
    per_kg_cents: 0,
    free_above_cents: 0,
    dimensional_divisor: 0,
    position: 0,
    enabled: true,
    version: 1,
    created_at: 0,
    updated_at: 0,
    ...overrides,
  };
}

const US: ShippingLocation = { country: 'US', region: 'NY', postalCode: '10001' };
const grams = (weightGrams: number, volumeMm3 = 0): Parcel => ({ weightGrams, volumeMm3 });
const base = {
  location: US,
  parcel: grams(0),
  discountedSubtotalCents: 1000,
  freeShipping: false,
  selectedId: null,
};

describe('shipping rates', () => {
  it('prices flat, by started kilogram, and free above an amount', () => {
    expect(rateAmount(rate('f'), grams(2500), 0)).toBe(500);
    const byWeight = rate('w', { kind: 'weight', amount_cents: 300, per_kg_cents: 200 });
    expect(rateAmount(byWeight, grams(0), 0)).toBe(300);
    expect(rateAmount(byWeight, grams(1000), 0)).toBe(500);
    expect(rateAmount(byWeight, grams(1001), 0)).toBe(700);
    const free = rate('free', { kind: 'free', free_above_cents: 5000 });
    expect(rateAmount(free, grams(0), 4999)).toBeUndefined();
    expect(rateAmount(free, grams(0), 5000)).toBe(0);
  });

  it('charges the larger of actual and dimensional weight when the rate has a divisor', () => {
    // A 400 × 300 × 200 mm box is 24,000 cm³: 4.8 kg at 5000 cm³/kg, though it weighs 1 kg.
    const box = grams(1000, 400 * 300 * 200);
    const courier = rate('c', {
      kind: 'weight',
      amount_cents: 0,
      per_kg_cents: 100,
      dimensional_divisor: 5000,
    });
    expect(chargedGrams(courier, box)).toBe(4800);
    expect(rateAmount(courier, box, 0)).toBe(500);
    // Heavy and small: the actual weight counts.
    expect(chargedGrams(courier, grams(9000, 400 * 300 * 200))).toBe(9000);
    // Without a divisor the size is not looked at.
    expect(chargedGrams({ ...courier, dimensional_divisor: 0 }, box)).toBe(1000);
    // A flat rate ignores both.
    expect(rateAmount(rate('f', { dimensional_divisor: 5000 }), box, 0)).toBe(500);
  });

  it('ships to whole countries and to named regions of a country, regions compared without case', () => {
    const alaska = rate('ak', { regions: [{ country: 'US', region: 'AK' }] });
    expect(shipsTo(alaska, { ...US, region: 'AK' })).toBe(true);
    expect(shipsTo(alaska, { ...US, region: ' ak ' })).toBe(true);
    expect(shipsTo(alaska, US)).toBe(false);
    expect(shipsTo(alaska, { ...US, region: '' })).toBe(false);
    expect(shipsTo(alaska, { country: 'CA', region: 'AK', postalCode: '' })).toBe(false);
    // A rate saved with a region's name meets an address holding its code, and the other way round.
    const byName = rate('or', { regions: [{ country: 'US', region: 'Oregon' }] });
    expect(shipsTo(byName, { ...US, region: 'OR' })).toBe(true);
    expect(shipsTo(alaska, { ...US, region: 'alaska' })).toBe(true);
    expect(shipsTo(byName, { ...US, region: 'CA' })).toBe(false);
    expect(shipsTo(alaska, null)).toBe(false);
    const mixed = rate('m', { countries: ['CA'], regions: [{ country: 'US', region: 'HI' }] });
    expect(shipsTo(mixed, { country: 'CA', region: 'ON', postalCode: '' })).toBe(true);
    expect(shipsTo(mixed, { ...US, region: 'HI' })).toBe(true);
    expect(shipsTo(mixed, US)).toBe(false);
    expect(shipsTo(rate('everywhere'), null)).toBe(true);
  });

  it('offers the enabled rates shipping to the country, in the owner’s order', () => {
    const rates = [
      rate('uk', { countries: ['GB'] }),
      rate('us', { countries: ['US', 'CA'], amount_cents: 700 }),
      rate('off', { enabled: false }),
      rate('anywhere', { amount_cents: 1500 }),
    ];
    expect(quoteShipping({ ...base, rates }).options.map((o) => o.id)).toEqual(['us', 'anywhere']);
    expect(quoteShipping({ ...base, rates, location: null }).options.map((o) => o.id)).toEqual(['anywhere']);
  });

  it('keeps the shopper’s choice while offered, else picks the cheapest', () => {
    const rates = [rate('express', { amount_cents: 1500 }), rate('standard', { amount_cents: 500 })];
    expect(quoteShipping({ ...base, rates }).selected?.id).toBe('standard');
    expect(quoteShipping({ ...base, rates, selectedId: 'express' }).selected?.id).toBe('express');
    expect(quoteShipping({ ...base, rates, selectedId: 'gone' }).selected?.id).toBe('standard');
    expect(quoteShipping({ ...base, rates: [] }).selected).toBeNull();
  });

  it('makes every option free with a free-shipping coupon', () => {
    const rates = [rate('a', { amount_cents: 900 }), rate('b', { kind: 'weight', per_kg_cents: 100 })];
    const quote = quoteShipping({ ...base, rates, parcel: grams(5000), freeShipping: true });
    expect(quote.options.map((o) => o.amountCents)).toEqual([0, 0]);
  });

  it('always selects an offered option, the cheapest when nothing was chosen (property)', () => {
    const arbRate = fc.record({
      kind: fc.constantFrom('flat' as const, 'weight' as const, 'free' as const),
      amount_cents: fc.integer({ min: 0, max: 100_000 }),
      per_kg_cents: fc.integer({ min: 0, max: 10_000 }),
      free_above_cents: fc.integer({ min: 0, max: 100_000 }),
      enabled: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(arbRate, { maxLength: 6 }),
        fc.nat(50_000),
        fc.nat(200_000),
        (list, weight, subtotal) => {
          const rates = list.map((r, i) => rate(`r${i}`, r));
          const quote = quoteShipping({
            ...base,
            rates,
            parcel: grams(weight),
            discountedSubtotalCents: subtotal,
          });
          if (quote.options.length === 0) return quote.selected === null;
          const cheapest = Math.min(...quote.options.map((o) => o.amountCents));
          return quote.options.includes(quote.selected as never) && quote.selected?.amountCents === cheapest;
        },
      ),
    );
  });
});

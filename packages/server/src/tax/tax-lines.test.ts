import type { TaxRule } from '@tessera/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTax, includedTax, TAX_RATE_PATTERN } from './tax-lines.js';

function rule(rate: string, overrides: Partial<TaxRule> = {}): TaxRule {
  return {
    id: `t${rate}`,
    website_id: 'w',
    name: `Tax ${rate}`,
    country: 'US',
    region: '',
    rate,
    included: false,
    applies_to_shipping: false,
    version: 1,
    created_at: 0,
    updated_at: 0,
    ...overrides,
  };
}

describe('tax lines', () => {
  it('adds each rule’s percentage of the goods, rounded half-up per line', () => {
    const tax = computeTax({
      rules: [rule('2'), rule('8.875', { region: 'NY' })],
      currency: 'USD',
      taxableGoodsCents: 1999,
      shippingCents: 500,
    });
    expect(tax.lines.map((l) => l.taxCents)).toEqual([40, 177]);
    expect(tax).toMatchObject({ addedCents: 217, includedCents: 0 });
  });

  it('taxes shipping only when the rule says so', () => {
    const tax = computeTax({
      rules: [rule('10', { applies_to_shipping: true })],
      currency: 'USD',
      taxableGoodsCents: 1000,
      shippingCents: 500,
    });
    expect(tax.addedCents).toBe(150);
  });

  it('reports tax included in prices without adding it', () => {
    const tax = computeTax({
      rules: [rule('20', { included: true })],
      currency: 'EUR',
      taxableGoodsCents: 1200,
      shippingCents: 0,
    });
    expect(tax).toMatchObject({ addedCents: 0, includedCents: 200 });
    expect(includedTax(1000, '25')).toBe(200);
    expect(includedTax(1, '20')).toBe(0);
  });

  it('works in currencies without minor units', () => {
    expect(
      computeTax({ rules: [rule('10')], currency: 'JPY', taxableGoodsCents: 1055, shippingCents: 0 })
        .addedCents,
    ).toBe(106);
  });

  it('accepts percentages from 0 to 100 with up to 4 decimals only', () => {
    for (const ok of ['0', '7', '8.875', '19.6', '100', '100.0', '0.0001'])
      expect(TAX_RATE_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['-1', '101', '1e2', '8.87501', '', ' 7', '7%'])
      expect(TAX_RATE_PATTERN.test(bad), bad).toBe(false);
  });

  it('never takes more included tax than the gross, and net plus tax is the gross (property)', () => {
    const rates = fc
      .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 }))
      .map(([w, f]) => `${w}.${f}`);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), rates, (gross, rate) => {
        const tax = includedTax(gross, rate);
        const exact = (gross * Number(rate)) / (100 + Number(rate));
        return tax >= 0 && tax <= gross && Math.abs(tax - exact) <= 0.5 + 1e-6;
      }),
    );
  });
});

import { divideRounded, money, percentageOf, type CurrencyCode } from '@tessera/core';
import { TAX_RATE_PATTERN } from '@tessera/contract';
import type { TaxRule } from '@tessera/db';

export { TAX_RATE_PATTERN };

/** One applied tax rule (an entry of the cart's `applicableTaxRules`). */
export interface TaxLine {
  id: string;
  name: string;
  country: string;
  region: string;
  /** The rate as exact decimal text, e.g. '8.875'. */
  rate: string;
  included: boolean;
  appliesToShipping: boolean;
  taxCents: number;
}

export interface TaxInput {
  rules: readonly TaxRule[];
  currency: CurrencyCode;
  /** Taxable goods after discounts (gift cards are money, not goods, and are left out). */
  taxableGoodsCents: number;
  shippingCents: number;
}

export interface TaxTotals {
  lines: TaxLine[];
  /** Tax added on top of the prices (part of the grand total). */
  addedCents: number;
  /** Tax already inside the prices (VAT style); shown, not added. */
  includedCents: number;
}

/** The tax inside a gross amount at `rate` %: gross × rate / (100 + rate), rounded half-up. */
export function includedTax(grossCents: number, rate: string): number {
  if (!TAX_RATE_PATTERN.test(rate)) throw new RangeError(`Not a tax rate: ${rate}`);
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const units = BigInt(whole) * scale + BigInt(fraction || '0');
  return Number(divideRounded(BigInt(grossCents) * units, 100n * scale + units, 'half-up'));
}

/**
 * The tax strategy: every rule of the shopper's country and region applies to the taxable goods
 * (and to shipping when the rule says so). Added taxes are `rate` % of the base; included taxes
 * are the part of the base that is tax. Each line is rounded half-up to a whole minor unit.
 */
export function computeTax(input: TaxInput): TaxTotals {
  const lines = input.rules.map((rule): TaxLine => {
    const base = input.taxableGoodsCents + (rule.applies_to_shipping ? input.shippingCents : 0);
    const taxCents = rule.included
      ? includedTax(base, rule.rate)
      : percentageOf(money(base, input.currency), rule.rate, 'half-up').amount;
    return {
      id: rule.id,
      name: rule.name,
      country: rule.country,
      region: rule.region,
      rate: rule.rate,
      included: rule.included,
      appliesToShipping: rule.applies_to_shipping,
      taxCents,
    };
  });
  const sum = (included: boolean) =>
    lines.filter((l) => l.included === included).reduce((total, l) => total + l.taxCents, 0);
  return { lines, addedCents: sum(false), includedCents: sum(true) };
}

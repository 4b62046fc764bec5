import fc from 'fast-check';
import { CURRENCY_CODES } from '../money/currencies.js';
import type { CurrencyCode } from '../money/currencies.js';
import { maxMinorUnits, money } from '../money/money.js';
import type { Money } from '../money/money.js';

/** Test-only generators shared by the property tests of this package. */
export const currencyArb: fc.Arbitrary<CurrencyCode> = fc.constantFrom(...CURRENCY_CODES);

/** Any representable money value, biased toward everyday amounts and the range edges. */
export function moneyArb(currency: fc.Arbitrary<CurrencyCode> = currencyArb): fc.Arbitrary<Money> {
  return currency.chain((code) => {
    const max = BigInt(maxMinorUnits(code));
    return fc
      .oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.bigInt({ min: -max, max }).map(Number))
      .map((amount) => money(amount, code));
  });
}

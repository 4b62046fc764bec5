import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyticsValue, formatMoney, formatMoneyAmount } from './format.js';
import { money } from './money.js';
import { parseLocalizedAmount } from './localized-amount.js';
import { moneyArb } from '../testing/arbitraries.js';

describe('formatMoney', () => {
  it('divides by 10^digits of the currency', () => {
    expect(formatMoney(money(123456, 'USD'))).toBe('$1,234.56');
    expect(formatMoney(money(123456, 'JPY'))).toBe('¥123,456');
    expect(formatMoney(money(5, 'GBP'))).toBe('£0.05');
    expect(formatMoney(money(-123456, 'USD'))).toBe('-$1,234.56');
  });

  it('uses the locale grouping, decimal symbol and currency symbol', () => {
    expect(formatMoney(money(123456, 'EUR'), { locale: 'de-DE' })).toBe('1.234,56\u00a0€');
    expect(formatMoney(money(123456, 'CAD'), { locale: 'en-CA' })).toBe('$1,234.56');
    expect(formatMoney(money(123456, 'CAD'), { locale: 'en-US' })).toBe('CA$1,234.56');
    expect(formatMoney(money(123456, 'EUR'), { locale: 'de_DE' })).toBe('1.234,56\u00a0€');
    expect(formatMoney(money(123456, 'USD'), { currencyDisplay: 'code' })).toBe('USD\u00a01,234.56');
  });

  it('falls back to en-US for a malformed locale', () => {
    expect(formatMoney(money(100, 'USD'), { locale: 'not a locale!' })).toBe('$1.00');
  });

  it('formats the largest amounts exactly', () => {
    expect(formatMoney(money(Number.MAX_SAFE_INTEGER, 'USD'))).toBe('$90,071,992,547,409.91');
    expect(formatMoney(money(999_999_999_999_999, 'JPY'))).toBe('¥999,999,999,999,999');
  });
});

describe('formatMoneyAmount', () => {
  it('defaults to grouping "," and decimal "."', () => {
    expect(formatMoneyAmount(money(123450, 'USD'))).toBe('1,234.50');
    expect(formatMoneyAmount(money(123450, 'JPY'))).toBe('123,450');
    expect(formatMoneyAmount(money(123450, 'EUR'), 'de-DE')).toBe('1.234,50');
  });

  it('round-trips through parseLocalizedAmount in several locales', () => {
    const locales = ['en-US', 'de-DE', 'fr-FR', 'de-CH', 'hi-IN', 'sv-SE', 'ar-EG', 'ja-JP'];
    fc.assert(
      fc.property(moneyArb(), fc.constantFrom(...locales), (m, locale) => {
        const back = parseLocalizedAmount(formatMoneyAmount(m, locale), m.currency, locale);
        return back.ok && back.value.amount === m.amount;
      }),
    );
  });
});

describe('analyticsValue', () => {
  it('is cents divided by 100 as the spec defines it', () => {
    expect(analyticsValue(1250)).toBe(12.5);
    expect(analyticsValue(0)).toBe(0);
  });
});

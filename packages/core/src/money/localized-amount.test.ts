import { describe, expect, it } from 'vitest';
import { numberSymbols, parseLocalizedAmount } from './localized-amount.js';
import { money } from './money.js';

describe('numberSymbols', () => {
  it('reads the symbols from Intl with the spec defaults for en-US', () => {
    expect(numberSymbols()).toMatchObject({ group: ',', decimal: '.', minusSign: '-' });
    expect(numberSymbols('de-DE')).toMatchObject({ group: '.', decimal: ',' });
    expect(numberSymbols('ar-EG').digits[3]).toBe('٣');
  });
});

describe('parseLocalizedAmount', () => {
  it('reads amounts written the way the locale writes them', () => {
    expect(parseLocalizedAmount('1.234,50', 'EUR', 'de-DE')).toEqual({
      ok: true,
      value: money(123450, 'EUR'),
    });
    expect(parseLocalizedAmount('1 234,50', 'EUR', 'fr-FR')).toEqual({
      ok: true,
      value: money(123450, 'EUR'),
    });
    expect(parseLocalizedAmount('1,234.5', 'USD')).toEqual({ ok: true, value: money(123450, 'USD') });
    expect(parseLocalizedAmount('−12,00', 'SEK', 'sv-SE')).toEqual({ ok: true, value: money(-1200, 'SEK') });
  });

  it('returns the parse error for text that is not an amount', () => {
    expect(parseLocalizedAmount('twelve', 'USD')).toEqual({ ok: false, error: 'invalid-format' });
    expect(parseLocalizedAmount('1,5', 'JPY', 'de-DE')).toEqual({ ok: false, error: 'too-precise' });
  });
});

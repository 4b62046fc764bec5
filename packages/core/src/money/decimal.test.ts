import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimalAmount, parseDecimalAmount } from './decimal.js';
import { money } from './money.js';
import { moneyArb } from '../testing/arbitraries.js';

describe('parseDecimalAmount', () => {
  it.each([
    ['12.50', 'USD', 1250],
    ['12.5', 'USD', 1250],
    ['12', 'USD', 1200],
    ['.5', 'USD', 50],
    ['-0.05', 'USD', -5],
    ['+3', 'EUR', 300],
    [' 7.00 ', 'USD', 700],
    ['1250', 'JPY', 1250],
    ['1250.000', 'JPY', 1250],
    ['12.500', 'USD', 1250],
  ] as const)('reads %j in %s as %i minor units', (text, currency, amount) => {
    expect(parseDecimalAmount(text, currency)).toEqual({ ok: true, value: money(amount, currency) });
  });

  it.each(['', '.', 'abc', '1,250.00', '12.5.0', '1e3', '$12', '12 50', 'NaN'])('refuses %j', (text) => {
    expect(parseDecimalAmount(text, 'USD')).toEqual({ ok: false, error: 'invalid-format' });
  });

  it('refuses digits the currency cannot hold unless a rounding mode is given', () => {
    expect(parseDecimalAmount('12.345', 'USD')).toEqual({ ok: false, error: 'too-precise' });
    expect(parseDecimalAmount('12.5', 'JPY')).toEqual({ ok: false, error: 'too-precise' });
    expect(parseDecimalAmount('12.345', 'USD', { rounding: 'half-even' })).toEqual({
      ok: true,
      value: money(1234, 'USD'),
    });
    expect(parseDecimalAmount('12.5', 'JPY', { rounding: 'half-up' })).toEqual({
      ok: true,
      value: money(13, 'JPY'),
    });
  });

  it('refuses amounts beyond 15 integer places or the safe range', () => {
    expect(parseDecimalAmount('1000000000000000', 'JPY')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseDecimalAmount('999999999999999', 'JPY').ok).toBe(true);
    expect(parseDecimalAmount('90071992547409.92', 'USD')).toEqual({ ok: false, error: 'out-of-range' });
    expect(parseDecimalAmount('9'.repeat(80), 'USD')).toEqual({ ok: false, error: 'invalid-format' });
  });
});

describe('formatDecimalAmount', () => {
  it('writes exactly the currency digits, never dividing by a hard-coded 100', () => {
    expect(formatDecimalAmount(money(1250, 'USD'))).toBe('12.50');
    expect(formatDecimalAmount(money(5, 'USD'))).toBe('0.05');
    expect(formatDecimalAmount(money(-5, 'USD'))).toBe('-0.05');
    expect(formatDecimalAmount(money(0, 'EUR'))).toBe('0.00');
    expect(formatDecimalAmount(money(1250, 'JPY'))).toBe('1250');
    expect(formatDecimalAmount(money(Number.MAX_SAFE_INTEGER, 'USD'))).toBe('90071992547409.91');
  });

  it('round-trips: parse(format(m)) = m', () => {
    fc.assert(
      fc.property(moneyArb(), (m) => {
        const back = parseDecimalAmount(formatDecimalAmount(m), m.currency);
        return back.ok && back.value.amount === m.amount && back.value.currency === m.currency;
      }),
    );
  });

  it('never throws and never yields a float amount on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseDecimalAmount(text, 'USD');
        return !parsed.ok || Number.isSafeInteger(parsed.value.amount);
      }),
    );
  });
});

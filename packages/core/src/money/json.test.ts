import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  moneyFromDecimalJson,
  moneyFromJson,
  moneyToDecimalJson,
  moneyToJson,
  readMoneyJson,
} from './json.js';
import { money } from './money.js';
import { moneyArb } from '../testing/arbitraries.js';

describe('money JSON shapes', () => {
  it('writes { value, currency } in minor units as text', () => {
    expect(moneyToJson(money(1250, 'USD'))).toEqual({ value: '1250', currency: 'USD' });
    expect(moneyToJson(money(1250, 'JPY'))).toEqual({ value: '1250', currency: 'JPY' });
  });

  it('writes { decimalValue, currencyCode } with the currency digits', () => {
    expect(moneyToDecimalJson(money(1250, 'USD'))).toEqual({ decimalValue: '12.50', currencyCode: 'USD' });
    expect(moneyToDecimalJson(money(1250, 'JPY'))).toEqual({ decimalValue: '1250', currencyCode: 'JPY' });
  });

  it('reads both shapes', () => {
    expect(moneyFromJson({ value: '1250', currency: 'USD' })).toEqual({
      ok: true,
      value: money(1250, 'USD'),
    });
    expect(moneyFromJson({ value: 99, currency: 'EUR' })).toEqual({ ok: true, value: money(99, 'EUR') });
    expect(moneyFromDecimalJson({ decimalValue: '12.50', currencyCode: 'USD' })).toEqual({
      ok: true,
      value: money(1250, 'USD'),
    });
  });

  it('reports what is wrong with bad input', () => {
    expect(moneyFromJson(null)).toEqual({ ok: false, error: 'not-money' });
    expect(moneyFromJson({ value: '1', currency: 'XXX' })).toEqual({ ok: false, error: 'unknown-currency' });
    expect(moneyFromJson({ value: '12.50', currency: 'USD' })).toEqual({
      ok: false,
      error: 'invalid-format',
    });
    expect(moneyFromJson({ value: 1.5, currency: 'USD' })).toEqual({ ok: false, error: 'invalid-format' });
    expect(moneyFromJson({ value: '1000000000000000', currency: 'JPY' })).toEqual({
      ok: false,
      error: 'out-of-range',
    });
    expect(moneyFromDecimalJson({ decimalValue: '1.234', currencyCode: 'USD' })).toEqual({
      ok: false,
      error: 'too-precise',
    });
  });

  it('reads decimalValue + currencyCode when both are present, else value + currency', () => {
    const both = { decimalValue: '1.00', currencyCode: 'EUR', value: '5', currency: 'USD' };
    expect(readMoneyJson(both)).toEqual({ ok: true, value: money(100, 'EUR') });
    expect(readMoneyJson({ decimalValue: '1.00', value: '5', currency: 'USD' })).toEqual({
      ok: true,
      value: money(5, 'USD'),
    });
  });

  it('round-trips every representable value through both shapes', () => {
    fc.assert(
      fc.property(moneyArb(), (m) => {
        const a = moneyFromJson(JSON.parse(JSON.stringify(moneyToJson(m))));
        const b = moneyFromDecimalJson(moneyToDecimalJson(m));
        return a.ok && b.ok && a.value.amount === m.amount && b.value.amount === m.amount;
      }),
    );
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        readMoneyJson(json);
        moneyFromJson({ value: json, currency: 'USD' });
        return true;
      }),
    );
  });
});

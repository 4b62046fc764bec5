import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseQuantity } from './quantity.js';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    [7, 7],
    ['1e2', 100],
    ['2.0', 2],
    ['0', 1],
    ['-5', 1],
    ['10000', 9999],
  ])('reads %j as %i (within 1–9999)', (input, expected) => {
    expect(parseQuantity(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['', 'abc', '3 items', '1,000', 'NaN', 'Infinity', null, undefined, Number.NaN, '1e400'])(
    'refuses %j as not a number',
    (input) => {
      expect(parseQuantity(input)).toEqual({ ok: false, error: 'Quantity must be a number.' });
    },
  );

  it.each(['2.5', 0.5, '.5'])('refuses %j as not whole', (input) => {
    expect(parseQuantity(input)).toEqual({ ok: false, error: 'Quantity must be a whole number' });
  });

  it('never throws and accepts only whole numbers in range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (input) => {
        const result = parseQuantity(input);
        return !result.ok || (Number.isInteger(result.value) && result.value >= 1 && result.value <= 9999);
      }),
    );
  });
});

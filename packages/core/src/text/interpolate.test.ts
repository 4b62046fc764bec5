import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate.js';

describe('interpolate', () => {
  it('fills every named placeholder', () => {
    expect(interpolate('{price} every {n} months for {m} years', { price: '$5.00', n: 2, m: 3 })).toBe(
      '$5.00 every 2 months for 3 years',
    );
  });

  it('leaves unknown placeholders untouched', () => {
    expect(interpolate('Select {variantName}', {})).toBe('Select {variantName}');
  });

  it('does not read inherited properties', () => {
    expect(interpolate('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally, without treating $ patterns specially', () => {
    expect(interpolate('{a}', { a: '$&$1' })).toBe('$&$1');
  });
});

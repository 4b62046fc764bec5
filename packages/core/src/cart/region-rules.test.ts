import { describe, expect, it } from 'vitest';
import { findRegion, regionValue } from './region-rules.js';

const US = [
  { value: 'CA', name: 'California' },
  { value: 'OR', name: 'Oregon' },
];

describe('region rules', () => {
  it('stores a region as its code, else its name', () => {
    expect(regionValue('Ontario', 'ON')).toBe('ON');
    expect(regionValue('Aerodrom', '02')).toBe('Aerodrom');
    expect(regionValue('Somewhere', 'undefined')).toBe('Somewhere');
    expect(regionValue('Nowhere', undefined)).toBe('Nowhere');
  });

  it('finds a region by code or name, trimmed and case-blind', () => {
    expect(findRegion(US, ' or ')).toEqual({ value: 'OR', name: 'Oregon' });
    expect(findRegion(US, 'california')).toEqual({ value: 'CA', name: 'California' });
    expect(findRegion(US, 'XX', 'Oregon')).toEqual({ value: 'OR', name: 'Oregon' });
    expect(findRegion(US, '')).toBeUndefined();
    expect(findRegion([], 'CA')).toBeUndefined();
  });
});

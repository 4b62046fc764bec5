import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.js';
import { regionOf, regionsQuery, regionValue } from './regions.js';

describe('regions', () => {
  it('stores a region as its code, or its name where the data has no usable code', async () => {
    const regions = await new QueryClient().fetchQuery(regionsQuery);
    expect(regions.get('US')).toContainEqual({ value: 'CA', name: 'California' });
    expect(regions.get('CA')).toContainEqual({ value: 'ON', name: 'Ontario' });
    // The data writes 'undefined' for a missing code, and only numbers for some countries.
    expect(regions.get('CK')).toContainEqual({ value: 'Aitutaki', name: 'Aitutaki' });
    expect(regionValue('Berovo', '03')).toBe('Berovo');
    expect(regionValue('Bayern', 'BY')).toBe('BY');
    for (const [country, list] of regions)
      expect(new Set(list.map((r) => r.value)).size, country).toBe(list.length);
    // Nearly every country the studio offers has its regions listed; the others take free text.
    const covered = countryOptions().filter((c) => (regions.get(c.value)?.length ?? 0) > 0);
    expect(covered.length).toBeGreaterThan(240);
  });

  it('finds the region a stored value names, trimmed and case-blind as checkout compares', async () => {
    const us = (await new QueryClient().fetchQuery(regionsQuery)).get('US') ?? [];
    expect(regionOf(us, ' ca ')).toEqual({ value: 'CA', name: 'California' });
    expect(regionOf(us, 'California')).toBeUndefined();
    expect(regionOf(us, '')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries.js';

describe('countries', () => {
  it('lists real countries by name, without Intl’s groupings', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContainEqual({ value: 'DE', label: 'Germany' });
    const codes = options.map((o) => o.value);
    expect(codes).not.toContain('EU');
    // Old codes Intl still names (East Germany, UK for GB) would list a country twice.
    expect(codes).not.toContain('DD');
    expect(codes).not.toContain('UK');
    expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    const labels = options.map((o) => o.label);
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
  });

  it('names a code, and keeps an unknown one as it is', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('QQ')).toBe('QQ');
  });
});

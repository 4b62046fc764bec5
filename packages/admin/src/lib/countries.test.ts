import { describe, expect, it } from 'vitest';
import { countryName, countryOptions } from './countries.js';

describe('countries', () => {
  it('lists real countries by name, without Intl’s groupings', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(options).toContainEqual({ value: 'DE', label: 'Germany' });
    expect(options.map((o) => o.value)).not.toContain('EU');
    const labels = options.map((o) => o.label);
    expect([...labels].sort((a, b) => a.localeCompare(b))).toEqual(labels);
  });

  it('names a code, and keeps an unknown one as it is', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('QQ')).toBe('QQ');
  });
});

import { describe, expect, it } from 'vitest';
import { cachedHelper, cachedHelperCount, FORMAT_CACHE_SIZE, numberFormat } from './format-cache.js';

describe('formatting helper cache', () => {
  it('reuses the Intl object built for a locale and options', () => {
    const first = numberFormat('en-US', { style: 'percent' }, 'test-percent');
    expect(first).toBeInstanceOf(Intl.NumberFormat);
    expect(numberFormat('en-US', { style: 'percent' }, 'test-percent')).toBe(first);
  });

  it('holds at most 100 entries (platform spec §9)', () => {
    expect(FORMAT_CACHE_SIZE).toBe(100);
    for (let digits = 0; digits < 150; digits++) {
      numberFormat('en-US', { minimumIntegerDigits: (digits % 21) + 1 }, `test-bound-${digits}`);
    }
    expect(cachedHelperCount()).toBe(100);
  });

  it('remembers helpers that cannot be built and builds them only once', () => {
    let builds = 0;
    const build = (locale: string) => {
      builds++;
      return new Intl.NumberFormat(locale);
    };
    expect(cachedHelper('test-bad-locale', build, 'not a locale!', undefined)).toBeUndefined();
    expect(cachedHelper('test-bad-locale', build, 'not a locale!', undefined)).toBeUndefined();
    expect(builds).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { cachedHelper, cachedHelperCount, FORMAT_CACHE_SIZE } from './format-cache.js';

describe('the one formatting cache', () => {
  it('keeps at most 100 helpers, dropping the least recently used', () => {
    expect(FORMAT_CACHE_SIZE).toBe(100);
    const build = (n: number) => ({ n });
    const kept = cachedHelper('lru-kept', build, 0, undefined);
    for (let n = 1; n < 150; n++) {
      cachedHelper(`lru-filler-${n}`, build, n, undefined);
      // Used all along, so never the oldest.
      expect(cachedHelper('lru-kept', build, -1, undefined)).toBe(kept);
    }
    expect(cachedHelperCount()).toBe(100);
    expect(cachedHelper('lru-filler-1', build, -1, undefined)).toEqual({ n: -1 });
  });

  it('builds an unbuildable helper once and answers undefined', () => {
    let builds = 0;
    const build = (locale: string) => {
      builds++;
      return new Intl.NumberFormat(locale);
    };
    expect(cachedHelper('lru-bad', build, 'not a locale!', undefined)).toBeUndefined();
    expect(cachedHelper('lru-bad', build, 'not a locale!', undefined)).toBeUndefined();
    expect(builds).toBe(1);
  });
});

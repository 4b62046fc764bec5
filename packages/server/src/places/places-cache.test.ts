import { describe, expect, it } from 'vitest';
import { PlacesCache } from './places-cache.js';

describe('PlacesCache', () => {
  it('loads once per key, keeps empty answers, and stays within its bound', async () => {
    const cache = new PlacesCache(2);
    let loads = 0;
    const load = async () => (loads++, undefined);
    await cache.through(['site', 'a'], load);
    await cache.through(['site', 'a'], load);
    expect(loads).toBe(1);
    await cache.through(['site', 'b'], load);
    await cache.through(['site', 'c'], load);
    expect(cache.size).toBe(2);
    await cache.through(['site', 'a'], load);
    expect(loads).toBe(4);
  });

  it('keeps keys apart even when their parts would join the same', async () => {
    const cache = new PlacesCache();
    expect(await cache.through(['a|b', 'c'], async () => 1)).toBe(1);
    expect(await cache.through(['a', 'b|c'], async () => 2)).toBe(2);
  });
});

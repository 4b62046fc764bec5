import type { Website } from '@tessera/db';
import { describe, expect, it } from 'vitest';
import { HostCache } from './host-cache.js';

const website = (id: string) => ({ id }) as Website;
/** The app clock's time at each call: the cache judges its TTL on what the caller says. */
const T0 = 1_700_000_000_000;

describe('HostCache', () => {
  const db = {};

  it('resolves a host once per TTL, whatever its case, and shares a resolution in flight', async () => {
    const cache = new HostCache(60_000);
    let loads = 0;
    let answer: (website: Website) => void = () => undefined;
    const load = () => {
      loads += 1;
      return new Promise<Website>((resolve) => (answer = resolve));
    };
    const both = Promise.all([
      cache.get(db, 'Shop.Example', load, T0),
      cache.get(db, 'shop.example', load, T0),
    ]);
    answer(website('a'));
    const [first, second] = await both;
    expect(first?.id).toBe('a');
    expect(second).toBe(first);
    expect(await cache.get(db, 'shop.example', load, T0 + 59_999)).toBe(first);
    expect(loads).toBe(1);
  });

  it('asks again once the TTL has passed', async () => {
    const cache = new HostCache(20);
    let loads = 0;
    const load = async () => website(`v${++loads}`);
    expect((await cache.get(db, 'h', load, T0))?.id).toBe('v1');
    expect((await cache.get(db, 'h', load, T0 + 19))?.id).toBe('v1');
    expect((await cache.get(db, 'h', load, T0 + 20))?.id).toBe('v2');
  });

  it('never keeps a miss or a failure', async () => {
    const cache = new HostCache(60_000);
    expect(await cache.get(db, 'h', async () => undefined, T0)).toBeUndefined();
    await expect(cache.get(db, 'h', async () => Promise.reject(new Error('down')), T0)).rejects.toThrow(
      'down',
    );
    expect((await cache.get(db, 'h', async () => website('late'), T0))?.id).toBe('late');
  });

  it('forgets every host of a website at once and keeps the others', async () => {
    const cache = new HostCache(60_000);
    await cache.get(db, 'a.example', async () => website('a'), T0);
    await cache.get(db, 'www.a.example', async () => website('a'), T0);
    await cache.get(db, 'b.example', async () => website('b'), T0);
    cache.forget('a');
    let loads = 0;
    const again = async () => {
      loads += 1;
      return website('a2');
    };
    expect((await cache.get(db, 'a.example', again, T0))?.id).toBe('a2');
    expect((await cache.get(db, 'www.a.example', again, T0))?.id).toBe('a2');
    expect((await cache.get(db, 'b.example', again, T0))?.id).toBe('b');
    expect(loads).toBe(2);
  });

  it('keeps the websites of two databases apart', async () => {
    const cache = new HostCache(60_000);
    await cache.get({}, 'localhost', async () => website('first'), T0);
    expect((await cache.get({}, 'localhost', async () => website('second'), T0))?.id).toBe('second');
  });
});

import type { Website } from '@tessera/db';
import { describe, expect, it } from 'vitest';
import { HostCache } from './host-cache.js';

const website = (id: string) => ({ id }) as Website;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('HostCache', () => {
  const db = {};

  it('resolves a host once per TTL, whatever its case, and shares a resolution in flight', async () => {
    const cache = new HostCache(60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(5);
      return website('a');
    };
    const [first, second] = await Promise.all([
      cache.get(db, 'Shop.Example', load),
      cache.get(db, 'shop.example', load),
    ]);
    expect(first?.id).toBe('a');
    expect(second).toBe(first);
    expect(await cache.get(db, 'shop.example', load)).toBe(first);
    expect(loads).toBe(1);
  });

  it('asks again once the TTL has passed', async () => {
    const cache = new HostCache(20);
    let loads = 0;
    const load = async () => website(`v${++loads}`);
    expect((await cache.get(db, 'h', load))?.id).toBe('v1');
    await sleep(40);
    expect((await cache.get(db, 'h', load))?.id).toBe('v2');
  });

  it('never keeps a miss or a failure', async () => {
    const cache = new HostCache(60_000);
    expect(await cache.get(db, 'h', async () => undefined)).toBeUndefined();
    await expect(cache.get(db, 'h', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get(db, 'h', async () => website('late')))?.id).toBe('late');
  });

  it('forgets every host of a website at once and keeps the others', async () => {
    const cache = new HostCache(60_000);
    await cache.get(db, 'a.example', async () => website('a'));
    await cache.get(db, 'www.a.example', async () => website('a'));
    await cache.get(db, 'b.example', async () => website('b'));
    cache.forget('a');
    let loads = 0;
    const again = async () => {
      loads += 1;
      return website('a2');
    };
    expect((await cache.get(db, 'a.example', again))?.id).toBe('a2');
    expect((await cache.get(db, 'www.a.example', again))?.id).toBe('a2');
    expect((await cache.get(db, 'b.example', again))?.id).toBe('b');
    expect(loads).toBe(2);
  });

  it('keeps the websites of two databases apart', async () => {
    const cache = new HostCache(60_000);
    await cache.get({}, 'localhost', async () => website('first'));
    expect((await cache.get({}, 'localhost', async () => website('second')))?.id).toBe('second');
  });
});

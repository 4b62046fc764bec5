import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin.js';

describe('isSameOriginPost', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.post('/check', async (request) => ({ same: isSameOriginPost(request) }));
    await app.ready();
  });
  afterAll(async () => app.close());

  const check = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'POST', url: '/check', headers: { host: 'shop.test', ...headers } })).json<{
      same: boolean;
    }>().same;

  it('trusts the browser’s fetch metadata first: only same-origin passes', async () => {
    expect(await check({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    // Another website of the install on a sibling subdomain is same-site, not same-origin.
    expect(await check({ 'sec-fetch-site': 'same-site', origin: 'http://shop.test' })).toBe(false);
    expect(await check({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.test' })).toBe(false);
    expect(await check({ 'sec-fetch-site': 'none' })).toBe(false);
  });

  it('then the Origin, then — when Origin is absent or null — the Referer', async () => {
    expect(await check({ origin: 'http://shop.test' })).toBe(true);
    expect(await check({ origin: 'https://shop.test' })).toBe(false);
    expect(await check({ origin: 'http://shop.test:8080' })).toBe(false);
    expect(await check({ origin: 'http://evil.example', referer: 'http://shop.test/cart' })).toBe(false);
    expect(await check({ referer: 'http://shop.test/shop/p/mug?x=1' })).toBe(true);
    expect(await check({ origin: 'null', referer: 'http://shop.test/cart' })).toBe(true);
    expect(await check({ origin: 'null' })).toBe(false);
    expect(await check({ referer: 'http://shop.test.evil.example/cart' })).toBe(false);
    expect(await check({ referer: 'not a url' })).toBe(false);
    expect(await check({})).toBe(false);
  });
});

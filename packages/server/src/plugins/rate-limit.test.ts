import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { reachableRedisUrl } from '../testing/redis.js';
import { crumbFor, unsignedCrumb } from '../testing/visitor.js';
import { addressGroup } from './address-group.js';
import { limit } from './rate-limit.js';

async function appWithLimitedRoute(
  database: Parameters<typeof buildTestApp>[0],
  env: Record<string, string> = {},
) {
  const app = await buildTestApp(database, env);
  app.post('/api/test/limited', { config: limit({ max: 3, timeWindow: '1 minute' }) }, async () => ({
    ok: true,
  }));
  return app;
}

describe('addressGroup', () => {
  it('keeps IPv4 whole, reads IPv4-mapped IPv6 as IPv4, and groups IPv6 by /64', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressGroup('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:3::a')).not.toBe(addressGroup('2001:db8:1:2::a'));
    expect(addressGroup('not an address')).toBe('not an address');
  });
});

eachDialect('rate limits', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  beforeAll(async () => {
    app = await appWithLimitedRoute(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  const hit = (target: FastifyInstance, s: SeededSite, cookie: string, remoteAddress = '198.51.100.1') =>
    target.inject({
      method: 'POST',
      url: '/api/test/limited',
      remoteAddress,
      headers: { host: s.host, cookie: `crumb=${cookie}` },
    });

  it('limits each address on each website, whatever crumbs it sends', async () => {
    const statuses = [];
    for (const crumb of [crumbFor(site.host), unsignedCrumb(), crumbFor(site.host), crumbFor(site.host)])
      statuses.push((await hit(app, site, crumb)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await hit(app, site, crumbFor(site.host), '198.51.100.2')).statusCode).toBe(200);
    expect((await hit(app, other, crumbFor(other.host))).statusCode).toBe(200);
    const limited = await hit(app, site, crumbFor(site.host));
    expect(limited.json()).toMatchObject({
      code: 'rate-limited',
      error: 'Please try again in a few seconds.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('holds exactly under concurrency, in memory', async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await hit(app, other, crumbFor(other.host), '198.51.100.3')).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  });

  describe('with REDIS_URL', async () => {
    const redisUrl = await reachableRedisUrl();
    it.skipIf(!redisUrl)('shares exact counters between two apps, under concurrency', async () => {
      const env = { REDIS_URL: redisUrl ?? '' };
      const [first, second] = [
        await appWithLimitedRoute(getDb(), env),
        await appWithLimitedRoute(getDb(), env),
      ];
      const fresh = await seedSite(getDb().db);
      try {
        const statuses = await Promise.all(
          Array.from({ length: 20 }, async (_, n) => {
            const target = n % 2 === 0 ? first : second;
            return (await hit(target, fresh, crumbFor(fresh.host), '198.51.100.4')).statusCode;
          }),
        );
        expect(statuses.filter((status) => status === 200)).toHaveLength(3);
        expect(statuses.filter((status) => status === 429)).toHaveLength(17);
      } finally {
        await first.close();
        await second.close();
      }
    });
  });
});

import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
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

  const hit = (target: FastifyInstance, s: SeededSite, visitor: string) =>
    target.inject({
      method: 'POST',
      url: '/api/test/limited',
      headers: { host: s.host, cookie: `crumb=${visitor}` },
    });

  it('limits each visitor on each website separately', async () => {
    const alice = 'a'.repeat(24);
    const bob = 'b'.repeat(24);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await hit(app, site, alice)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await hit(app, site, bob)).statusCode).toBe(200);
    expect((await hit(app, other, alice)).statusCode).toBe(200);
    const limited = await hit(app, site, alice);
    expect(limited.json()).toMatchObject({
      code: 'rate-limited',
      error: 'Please try again in a few seconds.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl) {
    describe('with REDIS_URL', () => {
      it('shares counters between processes', async () => {
        const first = await appWithLimitedRoute(getDb(), { REDIS_URL: redisUrl });
        const second = await appWithLimitedRoute(getDb(), { REDIS_URL: redisUrl });
        const fresh = await seedSite(getDb().db);
        const visitor = 'r'.repeat(24);
        const statuses = [
          (await hit(first, fresh, visitor)).statusCode,
          (await hit(second, fresh, visitor)).statusCode,
          (await hit(first, fresh, visitor)).statusCode,
          (await hit(second, fresh, visitor)).statusCode,
        ];
        await first.close();
        await second.close();
        expect(statuses).toEqual([200, 200, 200, 429]);
      });
    });
  }
});

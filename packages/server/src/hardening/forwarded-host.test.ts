import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';

// Issue 17 (hosts): X-Forwarded-Host names the website only when the request comes through a proxy
// the install trusts (TRUST_PROXY); otherwise the Host header alone counts.
const EVIL = 'evil.example';
const PROXY = '10.9.8.7';
/** Each test builds its own app (its own TRUST_PROXY): slower than one request. */
const SLOW = { timeout: 180_000 };

function pageFrom(app: FastifyInstance, host: string, forwarded: string, remoteAddress = PROXY) {
  return app.inject({
    url: '/?format=json',
    headers: { host, 'x-forwarded-host': forwarded, 'x-forwarded-proto': 'https' },
    remoteAddress,
  });
}

eachDialect('X-Forwarded-Host', (getDb) => {
  const apps: FastifyInstance[] = [];
  let shop: SeededSite;
  let other: SeededSite;
  const build = async (env: Record<string, string>) => {
    const app = await buildTestApp(getDb(), env);
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    shop = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('is ignored without TRUST_PROXY: the Host header names the site', SLOW, async () => {
    const app = await build({});
    const response = await pageFrom(app, shop.host, other.host);
    expect(response.json().website.id).toBe(shop.website.id);
    expect(response.body).not.toContain(other.host);
    const evil = await pageFrom(app, shop.host, EVIL);
    expect(evil.json().website.id).toBe(shop.website.id);
    expect(evil.body).not.toContain(EVIL);
  });

  it(
    'names the site with TRUST_PROXY, and an unclaimed forwarded host is 404, never reflected',
    SLOW,
    async () => {
      const app = await build({ TRUST_PROXY: 'true' });
      const response = await pageFrom(app, 'internal-upstream:3000', other.host);
      expect(response.json().website.id).toBe(other.website.id);
      const evil = await pageFrom(app, shop.host, EVIL);
      expect(evil.statusCode).toBe(404);
      expect(evil.json().website).toBeUndefined();
      expect(evil.body).not.toContain(EVIL);
    },
  );

  it('is honoured only from the proxy addresses TRUST_PROXY lists', SLOW, async () => {
    const app = await build({ TRUST_PROXY: PROXY });
    expect((await pageFrom(app, shop.host, other.host)).json().website.id).toBe(other.website.id);
    const direct = await pageFrom(app, shop.host, other.host, '203.0.113.9');
    expect(direct.json().website.id).toBe(shop.website.id);
    expect(direct.body).not.toContain(other.host);
  });
});

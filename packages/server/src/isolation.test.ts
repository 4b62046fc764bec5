import { eachDialect, websiteRowsSnapshot } from '@tessera/db/testing';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routeTable, type RouteEntry } from './auth/index.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from './testing/harness.js';
import { ISOLATION_EXEMPT, ISOLATION_FIXTURES, type IsolationCall } from './testing/isolation-fixtures.js';
import { seedVictim, type SeedIds } from './testing/isolation-seed.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function fillUrl(url: string, call: IsolationCall, ids: SeedIds): string | undefined {
  let missing = false;
  const filled = url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
      const value = call.params?.[name] ?? ids[name];
      if (value === undefined) missing = true;
      return encodeURIComponent(value ?? '');
    })
    .replace(/\*$/, 'index.html');
  return missing ? undefined : filled;
}

/** Strings that would only appear in a response if website B's data leaked. */
function markersOf(snapshot: Record<string, unknown[]>, b: SeededSite): string[] {
  const markers = new Set<string>([b.website.id, b.website.slug, b.ownerEmail, 'secret']);
  for (const rows of Object.values(snapshot)) {
    for (const row of rows) {
      const id = (JSON.parse(String(row)) as { id?: unknown }).id;
      if (typeof id === 'string') markers.add(id);
    }
  }
  return [...markers];
}

eachDialect('website isolation over every route', (getDb) => {
  let app: FastifyInstance;
  let a: SeededSite;
  let b: SeededSite;
  let aAuth: SignedIn;
  let ids: SeedIds;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    a = await seedSite(getDb().db);
    b = await seedSite(getDb().db);
    ids = await seedVictim(getDb().db, b);
    aAuth = await signIn(app, a);
  });
  afterAll(async () => app.close());

  const routes = (): RouteEntry[] =>
    routeTable(app).filter((r) => r.method !== 'OPTIONS' && !ISOLATION_EXEMPT.some((p) => p.test(r.url)));

  it('has an isolation fixture for every route that takes ids or changes data', () => {
    const uncovered = routes()
      .filter(
        (r) => (MUTATING.has(r.method) || /[:*]/.test(r.url)) && !ISOLATION_FIXTURES[`${r.method} ${r.url}`],
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(uncovered, 'add entries to src/testing/isolation-fixtures.ts').toEqual([]);
  });

  it('lets website A’s owner neither read nor change website B’s rows through any route', async () => {
    const before = await websiteRowsSnapshot(getDb().db, b.website.id);
    const markers = markersOf(before, b);
    const called: string[] = [];
    for (const route of routes()) {
      const key = `${route.method} ${route.url}`;
      const call = ISOLATION_FIXTURES[key]?.({ site: b, ids }) ?? {};
      const url = fillUrl(route.url, call, ids);
      expect(url, `${key}: no value for a route parameter; add it to the fixture`).toBeDefined();
      // A fresh session per call: a route such as logout may end the previous one.
      const auth = await signIn(app, a);
      const response = await app.inject({
        method: route.method as HTTPMethods,
        url: url ?? route.url,
        query: call.query ?? {},
        // The crumb cookie equals A's CSRF token so one X-CSRF-Token header satisfies both checks.
        headers: { ...auth.headers, cookie: `${auth.cookie}; crumb=${auth.csrfToken}` },
        ...(MUTATING.has(route.method) && { payload: (call.body ?? {}) as object }),
      });
      called.push(`${key} -> ${response.statusCode}`);
      // A is an admin of its own site, so owner routes must get past authentication and authorisation.
      if (route.permission) expect([401, 403], `${key} refused A's admin`).not.toContain(response.statusCode);
      const leaked = markers.filter((m) => response.body.includes(m));
      expect(leaked, `${key} answered ${response.statusCode} with website B's data`).toEqual([]);
      expect(response.statusCode, `${key} crashed`).toBeLessThan(500);
    }
    expect(called.length).toBeGreaterThan(3);
    expect(await websiteRowsSnapshot(getDb().db, b.website.id)).toEqual(before);
    // One signed-in call per route: well over a hundred on a loaded machine.
  }, 180_000);

  it('does not accept website A’s session on website B’s host for any owner route', async () => {
    const owner = routes().filter((r) => r.permission);
    expect(owner.length).toBeGreaterThan(0);
    for (const route of owner) {
      const call = ISOLATION_FIXTURES[`${route.method} ${route.url}`]?.({ site: b, ids }) ?? {};
      const response = await app.inject({
        method: route.method as HTTPMethods,
        url: fillUrl(route.url, call, ids) ?? route.url,
        // The route's valid query, so a refusal is the session's and not the query's validation.
        query: call.query ?? {},
        headers: { ...aAuth.headers, host: b.host },
        ...(MUTATING.has(route.method) && { payload: (call.body ?? {}) as object }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

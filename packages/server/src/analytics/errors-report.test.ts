import { utcDayOf } from '@tessera/core';
import { writeAnalyticsBatch } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';

const GROUPS = 30;

eachDialect('analytics errors table, a page at a time', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: Record<string, string>;
  let today: string;

  beforeAll(async () => {
    const { db, clock } = getDb();
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    auth = (await signIn(app, site)).headers;
    const now = clock.now();
    today = new Date(now).toISOString().slice(0, 10);
    // Group i was seen i + 1 times: the most frequent come first.
    await writeAnalyticsBatch(db, {
      events: [],
      daily: [],
      pageViews: [],
      visitors: [],
      vitals: [],
      errors: Array.from({ length: GROUPS }, (_, i) => ({
        website_id: site.website.id,
        day: utcDayOf(now),
        group_key: `group-${i}`,
        message: `TypeError: failure ${i}`,
        path: `/page-${i}`,
        count: i + 1,
        last_seen: now - i,
      })),
    });
  });
  afterAll(async () => app.close());

  const get = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/admin/analytics/errors?from=${today}&to=${today}${query}`,
      headers: auth,
    });

  it('answers 25 groups a page, most frequent first, with the number of groups', async () => {
    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: GROUPS, page: 1, pageSize: 25 });
    const counts = first.json().errors.map((e: { count: number }) => e.count);
    expect(counts).toEqual(Array.from({ length: 25 }, (_, i) => GROUPS - i));

    const second = (await get('&page=2')).json();
    expect(second.errors.map((e: { message: string }) => e.message)).toEqual([
      'TypeError: failure 4',
      'TypeError: failure 3',
      'TypeError: failure 2',
      'TypeError: failure 1',
      'TypeError: failure 0',
    ]);
    expect((await get('&page=3')).json()).toMatchObject({ errors: [], total: GROUPS, page: 3 });

    const small = (await get('&page=3&pageSize=10')).json();
    expect(small).toMatchObject({ total: GROUPS, page: 3, pageSize: 10 });
    expect(small.errors.map((e: { path: string }) => e.path)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/page-${9 - i}`),
    );
  });

  it('refuses a page or page size out of bounds with a 400', async () => {
    for (const query of ['&page=0', '&page=x', '&pageSize=0', '&pageSize=201', '&page=1.5']) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
  });

  it('exports every group as CSV, not one page', async () => {
    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/analytics/export/errors?from=${today}&to=${today}`,
      headers: auth,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(GROUPS + 1);
  });
});

import { CONTRIBUTOR_ROLES } from '@tessera/core';
import { type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { flushIngestQueue } from './ingest-service.js';
import { crumbFor } from '../testing/visitor.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/** The visitor's signed crumb, minted once the site exists. */
let CRUMB = '';
const VISIT_START = Date.now() - 1000;

eachDialect('analytics ingestion and reports', (getDb) => {
  let app: FastifyInstance;
  let db: Executor;
  let site: SeededSite;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    CRUMB = crumbFor(site.host);
  });
  afterAll(async () => app.close());

  const origin = () => `http://${site.host}`;
  const record = (id = 'visitor-abc123', start = VISIT_START) =>
    `${id}|${start}|${start}|${start}|${start}|1`;
  const headers = (extra: Record<string, string> = {}) => ({
    host: site.host,
    origin: origin(),
    'user-agent': CHROME,
    cookie: `crumb=${CRUMB}; ss_cvr=${encodeURIComponent(record())}`,
    'x-csrf-token': CRUMB,
    ...extra,
  });
  const hit = (data: Record<string, unknown>, cvr = record(), extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: { ...headers(extra), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        event: '1',
        data: JSON.stringify({
          websiteId: site.website.id,
          url: `${origin()}/shop`,
          pageType: 2,
          template: 'page',
          ...data,
        }),
        ss_cvr: cvr,
      }).toString(),
    });
  const report = async (name: string, auth: Record<string, string>) => {
    await flushIngestQueue(app.database);
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/analytics/${name}?from=${today}&to=${today}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('records page views as visits and answers 4xx to garbage, never 5xx', async () => {
    const owner = await signIn(app, site);
    const first = await hit({});
    expect(first.body).toBe('');
    expect(first.statusCode).toBe(204);
    expect(
      (
        await hit({
          url: `${origin()}/about`,
          referrer: 'https://news.example.org/x',
          queryString: '?utm_source=mail&utm_campaign=spring',
        })
      ).statusCode,
    ).toBe(204);
    expect((await hit({}, 'not-a-record')).statusCode).toBe(400);
    expect((await hit({ url: 5 })).statusCode).toBe(400);
    const garbage = await app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'event=1&data={nope&ss_cvr=x',
    });
    expect(garbage.statusCode).toBe(400);
    const huge = await hit({ title: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const crossSite = await hit({}, record(), { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    const traffic = await report('traffic', owner.headers);
    expect(traffic.totals).toMatchObject({ pageViews: 2, visits: 1, visitors: 1, bounceRate: 0 });
    expect(traffic.topPages.map((p: { path: string }) => p.path).sort()).toEqual(['/about', '/shop']);
  });

  it('skips bots, /search, skipped page types and signed-in owners, but counts viewers', async () => {
    const owner = await signIn(app, site);
    const before = (await report('traffic', owner.headers)).totals.pageViews;
    await hit({}, record('bot-visitor-1'), {
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    await hit({ url: `${origin()}/search?q=mug` });
    await hit({ pageType: 100 });
    await hit({}, record(), { cookie: `${headers().cookie}; ${owner.cookie}` });
    expect((await report('traffic', owner.headers)).totals.pageViews).toBe(before);
    const viewerSite = await seedSite(db, CONTRIBUTOR_ROLES.VIEWER);
    const viewer = await signIn(app, viewerSite);
    const response = await app.inject({
      method: 'POST',
      url: '/api/census/RecordHit',
      headers: {
        host: viewerSite.host,
        origin: `http://${viewerSite.host}`,
        'user-agent': CHROME,
        cookie: viewer.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        event: '1',
        data: JSON.stringify({ websiteId: viewerSite.website.id, url: `http://${viewerSite.host}/` }),
        ss_cvr: record('viewer-visitor'),
      }).toString(),
    });
    expect(response.statusCode).toBe(204);
    await flushIngestQueue(app.database);
    const rows = await db
      .selectFrom('analytics_events')
      .select('kind')
      .where('website_id', '=', viewerSite.website.id)
      .execute();
    expect(rows).toEqual([{ kind: 'page-view' }]);
  });

  it('takes errors and performance beacons as text/plain JSON and reports them', async () => {
    const owner = await signIn(app, site);
    const errors = [
      {
        event: 'error',
        data: { message: 'boom', url: `${origin()}/shop`, stack: 'at x' },
        timestamp: Date.now(),
      },
      {
        event: 'unhandledrejection',
        data: { message: 'boom', url: `${origin()}/shop` },
        timestamp: Date.now(),
      },
    ];
    const sent = await app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: headers(),
      payload: errors,
    });
    expect(sent.statusCode).toBe(204);
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: { ...headers(), 'x-csrf-token': '' },
      payload: errors,
    });
    expect(noCrumb.statusCode).toBe(403);
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      headers: headers(),
      payload: Array.from({ length: 11 }, () => errors[0]),
    });
    expect(tooMany.statusCode).toBe(400);
    const perf = (lcp: number) => ({
      app: 'storefront',
      event: 'performance',
      pageLoadId: 'load-0000001',
      ts: Date.now(),
      data: {
        url: `${origin()}/shop/p/mug`,
        template: 'collections/products.item',
        lcp,
        fcp: 900,
        cls: 0.02,
        ttfb: 120,
      },
    });
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/1/performance',
      headers: { ...headers(), 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify([perf(1200), perf(2000), perf(5000)]),
    });
    expect(beacon.statusCode).toBe(204);
    for (const bad of [
      'not json',
      JSON.stringify([{ ...perf(1), data: { url: '/', lcp: 2147483648 } }]),
      '[]',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/1/performance',
        headers: { ...headers(), 'content-type': 'text/plain' },
        payload: bad,
      });
      expect(response.statusCode).toBe(400);
    }
    const errorReport = await report('errors', owner.headers);
    expect(errorReport.errors).toEqual([
      expect.objectContaining({ message: 'boom', path: '/shop', count: 2 }),
    ]);
    const vitals = await report('vitals', owner.headers);
    const lcp = vitals.templates[0].metrics.find((m: { metric: string }) => m.metric === 'LCP');
    expect(vitals.templates[0].key).toBe('collections/products.item');
    expect(lcp).toMatchObject({ samples: 3, good: 66.7, needsImprovement: 0, poor: 33.3 });
    // Nearest rank: the 75th percentile of three samples is the third.
    expect(lcp.p75).toBeGreaterThanOrEqual(5000);
    expect(lcp.p75).toBeLessThan(5200);
  });

  it('counts tracking events, buttons and forms; exports CSV; guards the owner APIs', async () => {
    const owner = await signIn(app, site);
    const form = (event: string, data: object) =>
      app.inject({
        method: 'POST',
        url: '/api/events/RecordEvent',
        headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ crumb: CRUMB, event, data: JSON.stringify(data) }).toString(),
      });
    expect(
      (await form('ViewProduct', { url: `${origin()}/shop/p/mug`, productId: 'mug-1' })).statusCode,
    ).toBe(204);
    expect((await form('VideoPaywall', { url: `${origin()}/lessons/1` })).statusCode).toBe(204);
    const button = (kind: string) =>
      app.inject({
        method: 'POST',
        url: `/api/census/${kind}`,
        headers: headers(),
        payload: { url: `${origin()}/`, label: 'Shop now', visitorCookie: record() },
      });
    expect((await button('button-render')).statusCode).toBe(204);
    expect((await button('button-render')).statusCode).toBe(204);
    expect((await button('button-click')).statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/census/button-click',
          headers: headers(),
          payload: { url: '/' },
        })
      ).statusCode,
    ).toBe(400);
    const collector = await app.inject({
      method: 'POST',
      url: '/api/v1/clanker/events',
      headers: headers(),
      payload: {
        eventSchemaName: 'AccessDenied',
        eventContent: JSON.stringify({ url: `${origin()}/members` }),
      },
    });
    expect(collector.statusCode).toBe(204);
    const funnel = await report('funnel', owner.headers);
    expect(funnel.steps[0]).toMatchObject({ step: 'Product views', count: 1 });
    const buttons = (await report('forms-buttons', owner.headers)).buttons;
    expect(buttons).toEqual([{ label: 'Shop now', renders: 2, clicks: 1, clickRate: 50 }]);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/admin/analytics/export/events?from=${today}&to=${today}`,
      headers: owner.headers,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('occurred_at,kind,name');
    expect(csv.body).toContain('ViewProduct');
    const buttonsCsv = await app.inject({
      method: 'GET',
      url: `/api/admin/analytics/export/buttons?from=${today}&to=${today}`,
      headers: owner.headers,
    });
    expect(buttonsCsv.body).toBe('label,renders,clicks,clickRate\nShop now,2,1,50\n');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/analytics/traffic', headers: { host: site.host } }))
        .statusCode,
    ).toBe(401);
    const backwards = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics/traffic?from=2026-02-01&to=2026-01-01',
      headers: owner.headers,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('keeps the replay off by default and answers the configured id once set', async () => {
    const owner = await signIn(app, site);
    const getId = () =>
      app.inject({
        method: 'GET',
        url: '/api/commerce/fullstory/getId',
        headers: { host: site.host, 'user-agent': CHROME },
      });
    expect((await getId()).statusCode).toBe(204);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/analytics/settings',
      headers: owner.headers,
      payload: {
        retentionMonths: 13,
        replayProvider: 'fullstory',
        replayId: 'o-ABC123',
        replayEnabled: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getId()).json()).toBe('o-ABC123');
    // The studio's settings form reads back what it saved (the answer's schema is the body's).
    const read = await app.inject({
      method: 'GET',
      url: '/api/admin/analytics/settings',
      headers: owner.headers,
    });
    expect(read.json()).toEqual({
      retentionMonths: 13,
      replayProvider: 'fullstory',
      replayId: 'o-ABC123',
      replayEnabled: true,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/analytics/settings',
      headers: owner.headers,
      payload: { retentionMonths: 0, replayProvider: 'other', replayId: null, replayEnabled: true },
    });
    expect(bad.statusCode).toBe(400);
  });
});

import { Readable } from 'node:stream';
import { analyticsSettingsBody } from '@tessera/contract';
import type { SESSION_REPLAY_PROVIDERS } from '@tessera/core';
import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from '@tessera/core';
import { findAnalyticsSettings, saveAnalyticsSettings } from '@tessera/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../auth/index.js';
import { AppError } from '../errors.js';
import { rawEventsCsv, rowsCsv } from './csv.js';
import { rangeQuery, reportRange, type ReportRange } from './report-range.js';
import {
  errorsResponse,
  formsButtonsResponse,
  funnelResponse,
  trafficResponse,
  vitalsResponse,
} from './report-schemas.js';
import {
  ERRORS_PAGE_SIZE,
  errorsReport,
  formsAndButtonsReport,
  funnelReport,
  trafficReport,
  trafficSales,
  VITALS_DASHBOARD_PAGES,
  vitalsReport,
} from './reports.js';

const BASE = '/api/admin/analytics';

/** The errors table: a page of the error groups at a time. */
const errorsQuery = rangeQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(ERRORS_PAGE_SIZE),
});
const ERRORS_EXPORT_LIMIT = 1_000_000;
const tags = ['analytics'];

const EXPORTS = [
  'events',
  'traffic',
  'pages',
  'referrers',
  'campaigns',
  'devices',
  'browsers',
  'funnel',
  'products',
  'forms',
  'buttons',
  'vitals-templates',
  'vitals-pages',
  'errors',
] as const;

function rangeOf(request: {
  query: z.infer<typeof rangeQuery>;
  server: { clock: { now(): number } };
}): ReportRange {
  const range = reportRange(request.query, request.server.clock.now());
  if (!range)
    throw new AppError('validation-failed', {
      from: 'Choose a start on or before the end, at most 400 days apart.',
    });
  return range;
}

function csvReply(reply: FastifyReply, name: string, body: string | Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="analytics-${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** The owner's analytics reports, CSV exports and settings. */
export const analyticsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = requirePermission('analytics.view');
  const db = () => app.database.db;

  app.get(
    `${BASE}/traffic`,
    { schema: { tags, querystring: rangeQuery, response: { 200: trafficResponse } }, preHandler: read },
    async (request) => {
      const range = rangeOf(request);
      const traffic = await trafficReport(db(), request.website.id, range);
      const visits = { current: traffic.totals.visits, previous: traffic.previousTotals.visits };
      const sales = await trafficSales(db(), request.website.id, range, request.website.currency, visits);
      return { ...traffic, ...sales };
    },
  );
  app.get(
    `${BASE}/funnel`,
    { schema: { tags, querystring: rangeQuery, response: { 200: funnelResponse } }, preHandler: read },
    async (request) => funnelReport(db(), request.website.id, rangeOf(request), request.website.currency),
  );
  app.get(
    `${BASE}/forms-buttons`,
    { schema: { tags, querystring: rangeQuery, response: { 200: formsButtonsResponse } }, preHandler: read },
    async (request) => formsAndButtonsReport(db(), request.website.id, rangeOf(request)),
  );
  app.get(
    `${BASE}/vitals`,
    { schema: { tags, querystring: rangeQuery, response: { 200: vitalsResponse } }, preHandler: read },
    async (request) => {
      const range = rangeOf(request);
      const [templates, pages] = await Promise.all([
        vitalsReport(db(), request.website.id, range, 'template'),
        vitalsReport(db(), request.website.id, range, 'page', VITALS_DASHBOARD_PAGES),
      ]);
      return { templates, pages };
    },
  );
  app.get(
    `${BASE}/errors`,
    { schema: { tags, querystring: errorsQuery, response: { 200: errorsResponse } }, preHandler: read },
    async (request) =>
      errorsReport(db(), request.website.id, rangeOf(request), request.query.page, request.query.pageSize),
  );

  app.get(
    `${BASE}/export/:report`,
    {
      schema: { tags, querystring: rangeQuery, params: z.object({ report: z.enum(EXPORTS) }) },
      preHandler: read,
    },
    async (request, reply) => {
      const range = rangeOf(request);
      const websiteId = request.website.id;
      const report = request.params.report;
      if (report === 'events')
        return csvReply(
          reply,
          report,
          Readable.from(rawEventsCsv(db(), websiteId, range.fromMs, range.toMs)),
        );
      const csv = await reportCsv(report, range, websiteId, request.website.currency);
      return csvReply(reply, report, csv);
    },
  );

  app.get(
    `${BASE}/settings`,
    {
      schema: { tags, response: { 200: analyticsSettingsBody } },
      preHandler: requirePermission('site.settings'),
    },
    async (request) => {
      const row = await findAnalyticsSettings(db(), request.website.id);
      return {
        retentionMonths: row?.retention_months ?? DEFAULT_ANALYTICS_RETENTION_MONTHS,
        replayProvider: (row?.replay_provider ?? 'none') as (typeof SESSION_REPLAY_PROVIDERS)[number],
        replayId: row?.replay_id ?? null,
        replayEnabled: row?.replay_enabled === 1,
      };
    },
  );
  app.put(
    `${BASE}/settings`,
    {
      schema: { tags, body: analyticsSettingsBody, response: { 200: analyticsSettingsBody } },
      preHandler: requirePermission('site.settings'),
    },
    async (request) => {
      const body = request.body;
      await saveAnalyticsSettings(db(), request.website.id, body, request.server.clock.now());
      return body;
    },
  );

  async function reportCsv(
    report: Exclude<(typeof EXPORTS)[number], 'events'>,
    range: ReportRange,
    websiteId: string,
    currency: string,
  ) {
    switch (report) {
      case 'traffic':
        return rowsCsv((await trafficReport(db(), websiteId, range)).series);
      case 'pages':
        return rowsCsv((await trafficReport(db(), websiteId, range)).topPages, ['path', 'pageViews']);
      case 'referrers':
        return rowsCsv((await trafficReport(db(), websiteId, range)).referrers, ['source', 'visits']);
      case 'campaigns':
        return rowsCsv((await trafficReport(db(), websiteId, range)).campaigns, ['campaign', 'visits']);
      case 'devices':
        return rowsCsv((await trafficReport(db(), websiteId, range)).devices, ['device', 'visits']);
      case 'browsers':
        return rowsCsv((await trafficReport(db(), websiteId, range)).browsers, ['browser', 'visits']);
      case 'funnel':
        return rowsCsv((await funnelReport(db(), websiteId, range, currency)).steps, [
          'step',
          'count',
          'conversionRate',
          'dropOff',
        ]);
      case 'products':
        return rowsCsv((await funnelReport(db(), websiteId, range, currency)).topProducts, [
          'itemId',
          'productName',
          'views',
          'addsToCart',
          'orders',
          'quantity',
          'revenue',
        ]);
      case 'forms':
        return rowsCsv((await formsAndButtonsReport(db(), websiteId, range)).forms, [
          'formId',
          'name',
          'views',
          'submissions',
          'conversionRate',
        ]);
      case 'buttons':
        return rowsCsv((await formsAndButtonsReport(db(), websiteId, range)).buttons, [
          'label',
          'renders',
          'clicks',
          'clickRate',
        ]);
      case 'vitals-templates':
      case 'vitals-pages': {
        const rows = await vitalsReport(
          db(),
          websiteId,
          range,
          report === 'vitals-templates' ? 'template' : 'page',
        );
        return rowsCsv(
          rows.flatMap((r) => r.metrics.map((m) => ({ key: r.key, ...m }))),
          ['key', 'metric', 'p75', 'samples', 'good', 'needsImprovement', 'poor'],
        );
      }
      case 'errors':
        // Every group, not a page of them.
        return rowsCsv((await errorsReport(db(), websiteId, range, 1, ERRORS_EXPORT_LIMIT)).errors, [
          'message',
          'path',
          'count',
          'lastSeen',
        ]);
    }
  }
};

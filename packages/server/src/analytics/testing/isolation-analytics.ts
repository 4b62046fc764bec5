import type { IsolationFixture } from '../../testing/isolation-types.js';

const page = { url: '/', pageType: 2, template: 'page' };
const record = 'isolation-visitor|1|1|1|1|1';

/** Analytics routes aimed at website B: B's id in the hit, B's reports and settings through A's host. */
export const ANALYTICS_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/census/RecordHit': ({ site }) => ({
    body: { event: '1', data: JSON.stringify({ ...page, websiteId: site.website.id }), ss_cvr: record },
  }),
  'POST /api/census/button-click': () => ({ body: { ...page, label: 'Go', visitorCookie: record } }),
  'POST /api/census/button-render': () => ({ body: { ...page, label: 'Go', visitorCookie: record } }),
  'POST /api/census/overlay': () => ({ body: { ...page, overlayId: 'promo', action: 'shown' } }),
  'POST /api/events/RecordEvent': ({ ids }) => ({
    body: { event: 'ViewProduct', data: JSON.stringify({ url: '/', productId: ids['productId'] }) },
  }),
  'POST /api/v1/clanker/events': () => ({ body: { eventSchemaName: 'AccessDenied', eventContent: '{}' } }),
  'POST /api/events/RecordJavascriptErrors': () => ({
    body: [{ event: 'error', data: { message: 'x', url: '/' }, timestamp: 1 }],
  }),
  'POST /api/1/performance': () => ({
    body: [
      {
        app: 'storefront',
        event: 'performance',
        pageLoadId: 'isolation1',
        ts: 1,
        data: { url: '/', lcp: 1 },
      },
    ],
  }),
  'GET /api/admin/analytics/export/:report': () => ({ params: { report: 'events' } }),
  'PUT /api/admin/analytics/settings': () => ({
    body: { retentionMonths: 1, replayProvider: 'fullstory', replayId: 'changed-by-a', replayEnabled: true },
  }),
};

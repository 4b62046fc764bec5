import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CENSUS_COOKIES, parseVisitorRecord, visitIdOf } from '@tessera/core';
import { analyticsOwnerRoutes } from './owner-routes.js';
import { ingest, mayTrack, requestFacts, setupIngestQueue } from './ingest-service.js';
import { namedEventRecord } from './records.js';

const ADD_TO_CART = '/api/commerce/shopping-cart/entries';

function pathOfReferer(referer: string | undefined): string {
  try {
    return new URL(referer ?? '/', 'http://x').pathname;
  } catch {
    return '/';
  }
}

/**
 * The analytics area: the ingestion queue (flushed when the app closes), the owner's reports, and
 * the funnel's add-to-cart step, counted when the cart API answers an add with success. Not
 * encapsulated, so that hook sees the cart's route.
 */
export const analyticsRoutes = fp(async (app: FastifyInstance) => {
  setupIngestQueue(app);
  await app.register(analyticsOwnerRoutes);
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || request.routeOptions.url !== ADD_TO_CART || reply.statusCode !== 200)
      return;
    try {
      const record = parseVisitorRecord(request.cookies[CENSUS_COOKIES.record]);
      const url = request.headers.referer ?? '/';
      if (!(await mayTrack(request, { path: pathOfReferer(url), pageType: null }, record !== null))) return;
      const itemId = (request.body as { itemId?: unknown } | undefined)?.itemId;
      const productId = typeof itemId === 'string' ? itemId.slice(0, 64) : null;
      const facts = await requestFacts(request);
      const visit = record
        ? { visitorId: record.id, visitId: visitIdOf(record.id, record.currentVisit) }
        : undefined;
      const queued = ingest(request, [
        namedEventRecord(
          facts,
          'add-to-cart',
          'AddToCart',
          { url },
          { productId },
          [
            { dimension: 'site', key: '', metric: 'add_to_cart' },
            ...(productId ? [{ dimension: 'product', key: productId, metric: 'add_to_cart' }] : []),
          ],
          visit,
        ),
      ]);
      if (!queued.ok) request.log.warn({ code: queued.error.code }, 'add-to-cart analytics skipped');
    } catch (error) {
      request.log.warn({ err: error }, 'add-to-cart analytics skipped');
    }
  });
});

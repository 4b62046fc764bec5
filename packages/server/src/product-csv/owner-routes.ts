import { PassThrough, Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteChanged } from '../render/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { errorResponses } from '../plugins/index.js';
import { AppError } from '../errors.js';
import { productsCsv } from './export.js';
import { importProducts, type ImportReport } from './import-service.js';
import { importQuery, importReport } from './schemas.js';

const tags = ['admin: products'];

/** The file as `text/csv`, or as JSON `{ "csv": "…" }` for callers that only speak JSON. */
const jsonBody = z.object({ csv: z.string() }).strict();

function csvOf(body: unknown): string {
  if (typeof body === 'string') return body;
  const parsed = jsonBody.safeParse(body);
  if (!parsed.success) throw new AppError('unsupported-media-type');
  return parsed.data.csv;
}
export const PRODUCT_CSV_PATH = '/api/admin/commerce/products';
const MAX_CSV_BYTES = 20 * 1024 * 1024;

/**
 * Product CSV: export every product and variant, and import a file (sent as `text/csv`, or JSON
 * `{csv}`). With
 * `Accept: application/x-ndjson` the import answers a line `{"done":n,"total":N}` per product
 * written, then the report, so the studio can show a progress bar.
 */
export const productCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = requirePermission('commerce.products');
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(`${PRODUCT_CSV_PATH}/export.csv`, { schema: { tags }, preHandler }, async (request, reply) => {
    const stamp = new Date(app.clock.now()).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${stamp}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(productsCsv(app.database.db, request.website.id)));
  });

  app.post(
    `${PRODUCT_CSV_PATH}/import`,
    {
      schema: {
        tags,
        querystring: importQuery,
        response: { 200: importReport, ...errorResponses('not-found', 'unsupported-media-type') },
      },
      preHandler,
      bodyLimit: MAX_CSV_BYTES,
    },
    async (request, reply) => {
      const csv = csvOf(request.body);
      const ctx = contextOf(request);
      const input = {
        csv,
        mode: request.query.mode,
        currency: request.website.currency,
        storeId: request.query.store,
      };
      const finish = (report: ImportReport | 'no-store'): ImportReport => {
        if (report === 'no-store') throw new AppError('not-found');
        if (report.written) siteChanged(request.website.id, 'products');
        return report;
      };
      if (!(request.headers.accept ?? '').includes('application/x-ndjson')) {
        return finish(await importProducts(ctx, input));
      }
      const stream = new PassThrough();
      let last = 0;
      const progress = (done: number, total: number) => {
        // At most ~100 lines for any size of file.
        if (done === total || done - last >= Math.max(1, Math.floor(total / 100))) {
          last = done;
          stream.write(`${JSON.stringify({ done, total })}\n`);
        }
      };
      importProducts(ctx, input, progress)
        .then((report) => stream.end(`${JSON.stringify({ report: finish(report) })}\n`))
        .catch((error: unknown) => {
          request.log.error(error);
          stream.end(
            `${JSON.stringify({ error: error instanceof AppError ? error.message : 'Something went wrong' })}\n`,
          );
        });
      // Streamed as it is written; the 200 schema documents the plain JSON answer.
      return reply
        .type('application/x-ndjson')
        .header('cache-control', 'no-store')
        .send(stream as unknown as ImportReport);
    },
  );
};

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { findDigitalFile, findDownloadGrant, useDownload } from '@tessera/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commerceSecret } from '../payments/index.js';
import { AppError } from '../errors.js';
import { FileStorage } from '../files/index.js';
import { limit } from '../plugins/index.js';
import { readDownloadToken } from './download-links.js';

const params = z.object({ token: z.string().max(200) });

/** `attachment; filename="…"` with a safe ASCII fallback and the UTF-8 name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A digital product's download: the signed link of one order line, counted against its limit
 * and refused after its expiry, serving the product's file from the files area.
 */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = new FileStorage(app.config.dataDir);
  app.get(
    '/downloads/:token',
    { schema: { hide: true, params }, config: limit({ max: 60, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const { db } = request.server.database;
      const websiteId = request.website.id;
      const link = readDownloadToken(await commerceSecret(db, websiteId), websiteId, request.params.token);
      const grant = link && (await findDownloadGrant(db, websiteId, link.grantId));
      if (!link || !grant || grant.expires_at !== link.expiresAt) throw new AppError('not-found');
      const file = await findDigitalFile(db, websiteId, grant.item_id);
      const path = file && storage.path(file.storage_key);
      const size = path && (await stat(path).catch(() => undefined))?.size;
      if (!file || !path || size === undefined) throw new AppError('not-found');
      if (!(await useDownload(db, websiteId, grant.id))) throw new AppError('download-unavailable');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachment(file.filename))
        .header('content-length', String(size))
        .type(file.content_type)
        .send(createReadStream(path));
    },
  );
};

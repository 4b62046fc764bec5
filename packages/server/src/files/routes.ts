import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { assetParams, assetQuery } from './schemas.js';
import { ASSET_CACHE_CONTROL, findAsset, matchesEtag } from './serve.js';
import { FileStorage } from './storage.js';

const tags = ['files'];

/** The public URLs of a site's files (images and their variants); documents are never served. */
export const fileAssetRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = new FileStorage(app.config.dataDir);

  app.get(
    '/files/:fileId/:filename',
    // Open on a locked site: the lock screen shows the site's logo; file ids are unguessable.
    { schema: { tags, params: assetParams, querystring: assetQuery }, config: { siteLock: 'open' } },
    async (request, reply) => {
      const { fileId, filename } = request.params;
      const asset = await findAsset(
        app.database.db,
        storage,
        request.website.id,
        fileId,
        request.query.format,
      );
      if (!asset) throw new AppError('not-found');
      if (filename !== asset.filename) {
        const search = request.query.format ? `?format=${request.query.format}` : '';
        return reply.redirect(
          `/files/${encodeURIComponent(fileId)}/${encodeURIComponent(asset.filename)}${search}`,
          301,
        );
      }
      reply
        .header('cache-control', ASSET_CACHE_CONTROL)
        .header('etag', asset.etag)
        .header('x-content-type-options', 'nosniff')
        // Public images are shown outside the site too: in the shop's e-mails (a mail client, the
        // studio's sandboxed e-mail preview) and wherever the owner shares them. The default
        // same-origin policy would block them there; they hold nothing another origin must not read.
        .header('cross-origin-resource-policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
      reply.type(asset.contentType).header('content-length', asset.byteSize);
      return reply.send(createReadStream(asset.path));
    },
  );
};

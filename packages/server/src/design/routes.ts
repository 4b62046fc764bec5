import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { unwrap } from '../failure.js';
import { fontById, fontFile } from '../fonts/index.js';
import { designAnswer, designBody, fontFileParams, fontList } from './schemas.js';
import { fontCatalogue, readDesign, saveDesign } from './service.js';

/** Font files never change within a package version; a day keeps upgrades visible soon enough. */
const FONT_CACHE_CONTROL = 'public, max-age=86400';

/** The Design screen's API, and the shipped fonts' files served from our own origin. */
export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = requirePermission('site.settings');
  const tags = ['design'];
  app.get(
    '/api/admin/design',
    { schema: { tags, response: { 200: designAnswer } }, preHandler: guard },
    async (request) => unwrap(await readDesign(contextOf(request))),
  );
  app.put(
    '/api/admin/design',
    { schema: { tags, body: designBody, response: { 200: designAnswer } }, preHandler: guard },
    async (request) => unwrap(await saveDesign(contextOf(request), request.body)),
  );
  app.get(
    '/api/admin/design/fonts',
    { schema: { tags, response: { 200: fontList } }, preHandler: guard },
    async () => fontCatalogue(),
  );

  const sendFontFile = async (fontId: string, path: string, reply: FastifyReply) => {
    const font = fontById(fontId);
    const found = font && fontFile(font, path);
    if (!found) throw new AppError('not-found');
    return reply
      .type(found.type)
      .header('cache-control', FONT_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(found.file));
  };
  app.get(
    '/fonts/:fontId/:file',
    { schema: { tags, params: fontFileParams, hide: true }, config: { website: 'none' } },
    async (request, reply) => sendFontFile(request.params.fontId, request.params.file, reply),
  );
  app.get(
    '/fonts/:fontId/files/:file',
    { schema: { tags, params: fontFileParams, hide: true }, config: { website: 'none' } },
    async (request, reply) => sendFontFile(request.params.fontId, `files/${request.params.file}`, reply),
  );
};

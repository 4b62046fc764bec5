import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { fontById, fontFile } from '../fonts/index.js';
import { fontFileParams } from './schemas.js';

/** Font files never change within a package version; a day keeps upgrades visible soon enough. */
const FONT_CACHE_CONTROL = 'public, max-age=86400';

/** The shipped fonts' files, served from our own origin to every site (no website needed). */
export const fontFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['design'];
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

import { idempotencyHeaders } from '@tessera/contract';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { err, ok } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotent } from '../owner-kit/index.js';
import { unwrap } from '../owner-kit/index.js';
import { siteChanged } from '../render/index.js';
import { requirePermission } from '../auth/index.js';
import { contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { fileSchema } from './file-dto.js';
import { receiveUpload } from './receive.js';
import {
  assetParams,
  assetQuery,
  fileList,
  fileListQuery,
  fileParams,
  filePatch,
  fileUses,
  uploadFields,
} from './schemas.js';
import { ASSET_CACHE_CONTROL, findAsset, matchesEtag } from './serve.js';
import { deleteOwnerFile, listOwnerFiles, ownerFileUses, readOwnerFile, updateOwnerFile } from './service.js';
import { FileStorage } from './storage.js';
import { prepareUpload, recordUpload, uploadFailure, type FileMeta, type PreparedUpload } from './upload.js';
import { failure, type Outcome } from '../failure.js';

const tags = ['files'];
const ONE = '/api/admin/files/:fileId';

/** The upload's file checked and put in place, with its form fields; the received bytes are never left behind. */
async function receivePreparedUpload(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<Outcome<{ prepared: PreparedUpload; meta: FileMeta }>> {
  const received = await receiveUpload(request, storage);
  if (!received.ok) return received;
  const { file, fields } = received.value;
  const meta = uploadFields.safeParse(fields);
  if (!meta.success) {
    await rm(file.path, { force: true });
    return err(uploadFailure(failure('upload-failed')));
  }
  const prepared = await prepareUpload(storage, request.website.id, file, { expected: meta.data.expected });
  return prepared.ok ? ok({ prepared: prepared.value, meta: meta.data }) : prepared;
}

/** Owner file management (upload, list, rename, delete) and the public image URLs. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing stays inside this plugin: no other route accepts multipart bodies.
  await app.register(multipart);
  const storage = new FileStorage(app.config.dataDir);
  const preHandler = requirePermission('files.manage');

  app.post(
    '/api/admin/files',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        headers: idempotencyHeaders,
        response: { 201: fileSchema },
      },
      preHandler,
    },
    async (request, reply) => {
      const created = await idempotent(request, reply, {
        status: 201,
        prepare: async () => unwrap(await receivePreparedUpload(request, storage)),
        write: (trx, { prepared, meta }) => recordUpload(trx, prepared, meta),
        discard: async (p) => p && storage.removeFile(p.prepared.websiteId, p.prepared.id),
      });
      siteChanged(request.website.id, 'files');
      return created;
    },
  );
  app.get(
    '/api/admin/files',
    { schema: { tags, querystring: fileListQuery, response: { 200: fileList } }, preHandler },
    async (request) => listOwnerFiles(contextOf(request), request.query),
  );
  app.get(
    ONE,
    { schema: { tags, params: fileParams, response: { 200: fileSchema } }, preHandler },
    async (request) => unwrap(await readOwnerFile(contextOf(request), request.params.fileId)),
  );
  app.get(
    `${ONE}/uses`,
    { schema: { tags, params: fileParams, response: { 200: fileUses } }, preHandler },
    async (request) => unwrap(await ownerFileUses(contextOf(request), request.params.fileId)),
  );
  app.patch(
    ONE,
    { schema: { tags, params: fileParams, body: filePatch, response: { 200: fileSchema } }, preHandler },
    async (request) => {
      const updated = unwrap(await updateOwnerFile(contextOf(request), request.params.fileId, request.body));
      siteChanged(request.website.id, 'files');
      return updated;
    },
  );
  app.delete(ONE, { schema: { tags, params: fileParams }, preHandler }, async (request, reply) => {
    unwrap(await deleteOwnerFile(contextOf(request), storage, request.params.fileId));
    siteChanged(request.website.id, 'files');
    return reply.code(204).send();
  });

  app.get(
    '/files/:fileId/:filename',
    { schema: { tags, params: assetParams, querystring: assetQuery } },
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
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], asset.etag)) return reply.code(304).send();
      reply.type(asset.contentType).header('content-length', asset.byteSize);
      return reply.send(createReadStream(asset.path));
    },
  );
};

import { idempotencyHeaders } from '@tessera/contract';
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
import { fileSchema } from './file-dto.js';
import { receiveUpload } from './receive.js';
import { fileList, fileListQuery, fileParams, filePatch, fileUses, uploadFields } from './schemas.js';
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

/** Owner file management: upload, list, read, rename, delete, and where a file is used. */
export const filesOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

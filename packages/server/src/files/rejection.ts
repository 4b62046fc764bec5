import { interpolate } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, type ErrorBody } from '../errors.js';
import type { UploadRejected } from './upload.js';

/**
 * Answers a refused upload with its catalogue status and the editor's message with the file name
 * and limit filled in ('The file {fileName} is too large. …'), also as the `file` field's error.
 */
export function sendUploadRejection(
  request: FastifyRequest,
  reply: FastifyReply,
  rejection: UploadRejected,
): FastifyReply {
  const entry = ERROR_CATALOGUE[rejection.code];
  const message = interpolate(entry.message, rejection.values);
  const body: ErrorBody = {
    code: rejection.code,
    error: message,
    errors: { file: message },
    requestId: request.id,
  };
  request.log.info({ code: rejection.code }, 'upload refused');
  return reply.code(entry.status).type('application/json; charset=utf-8').send(body);
}

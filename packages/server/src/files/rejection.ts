import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../failure.js';
import type { UploadRejected } from './upload.js';

/** Answers a refused upload with its failure (catalogue status, the filled-in message, the `file` field). */
export function sendUploadRejection(
  request: FastifyRequest,
  reply: FastifyReply,
  rejection: UploadRejected,
): FastifyReply {
  request.log.info({ code: rejection.code }, 'upload refused');
  return sendFailure(request, reply, rejection.failure);
}

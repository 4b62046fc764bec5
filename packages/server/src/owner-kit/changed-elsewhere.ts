import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failure, failureResponse } from '../failure.js';
import type { ErrorCode } from '../errors.js';

/**
 * A refused versioned change (409): 'changed-elsewhere' with the row as it is now (`latest`), so
 * the studio can offer to load it, or another 409 code of the route (such as a name taken).
 */
export function refusedWithLatest<Row extends z.ZodType>(
  latest: Row,
  codes: readonly [ErrorCode, ...ErrorCode[]],
) {
  return z.object({
    code: z.enum(codes),
    error: z.string(),
    requestId: z.string().optional(),
    latest: latest.optional(),
  });
}

/** Answers 409 'changed-elsewhere' with the row as it is now (none when it is gone meanwhile). */
export function sendChangedElsewhere(request: FastifyRequest, reply: FastifyReply, latest: unknown) {
  const { error } = failureResponse(failure('changed-elsewhere')).body;
  return reply.code(409).send({
    code: 'changed-elsewhere',
    error,
    requestId: request.id,
    ...(latest !== undefined && { latest }),
  });
}

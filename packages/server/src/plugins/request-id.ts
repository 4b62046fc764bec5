import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a well-formed incoming x-request-id (from a proxy) so logs line up, else makes one. */
export function genReqId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the request id in every response so a user's report can be matched to the log. */
export function setupRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}

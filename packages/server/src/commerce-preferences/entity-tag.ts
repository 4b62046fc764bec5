import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure, failureResponse } from '../failure.js';

/**
 * Settings kept as one JSON value have no version column: their entity tag is a hash of the value
 * as answered. GET and PUT send it as `ETag`; a PUT with `If-Match` naming another tag was made
 * from a value someone else has replaced since, and is refused (409 'changed-elsewhere' with the
 * latest value). A PUT without `If-Match` saves as before (the spec's clients send none).
 */
export function entityTag(value: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 22)}"`;
}

/** Whether the request's `If-Match` (when it has one) names the value's tag. */
export function matchesIfMatch(request: FastifyRequest, value: unknown): boolean {
  const wanted = request.headers['if-match'];
  if (wanted === undefined || wanted.trim() === '*') return true;
  const tag = entityTag(value);
  return wanted.split(',').some((t) => t.trim() === tag);
}

/**
 * Answers a tagged value. Never stored by caches: a save names the tag of the value it was made
 * from, so a re-read after another owner's change must come from the server.
 */
export function sendTagged(reply: FastifyReply, value: unknown) {
  return reply.header('ETag', entityTag(value)).header('Cache-Control', 'no-store').send(value);
}

/** The 409 body: the catalogue's 'changed-elsewhere' with the value as it is now. */
export function changedElsewhere(request: FastifyRequest, reply: FastifyReply, latest: unknown) {
  const { error } = failureResponse(failure('changed-elsewhere')).body;
  return reply
    .code(409)
    .header('ETag', entityTag(latest))
    .send({ code: 'changed-elsewhere', error, requestId: request.id, latest });
}

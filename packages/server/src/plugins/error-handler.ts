import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_CATALOGUE, type ErrorCode } from '../errors.js';
import { failure, failureResponse, setRetryAfter, type Failure } from '../failure.js';
import { isDatabaseUnavailable } from '@tessera/db';

const RETRY_AFTER_SECONDS = 5;

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation-failed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation-failed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation-failed',
};

function fieldErrors(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path =
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
      String(issue.params?.['missingProperty'] ?? '');
    fields[path || '_'] = issue.message ?? 'Invalid value';
  }
  return fields;
}

/** Maps any thrown error to a failure: a catalogue code (and per-field messages for validation failures). */
export function classifyError(error: unknown): Failure {
  if (error instanceof AppError) return failure(error.code, error.message, error.fields);
  if (isDatabaseUnavailable(error)) return { code: 'service-unavailable' };
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) return { code: 'validation-failed', fields: fieldErrors(fe) };
  const mapped = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) return { code: mapped };
  if (fe.statusCode === 404) return { code: 'not-found' };
  if (fe.statusCode === 429) return { code: 'rate-limited' };
  if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500)
    return { code: 'validation-failed' };
  return { code: 'internal' };
}

/** Installs the catalogue error handler and the not-found handler. 5xx never leak internals. */
export function setupErrorHandling(app: FastifyInstance, renderHtml: HtmlErrorRenderer): void {
  app.setErrorHandler((error, request, reply) => {
    const failed = classifyError(error);
    const status = ERROR_CATALOGUE[failed.code].status;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: failed.code }, 'request rejected');
    if (failed.code === 'service-unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return sendError(request, reply, failed, renderHtml);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, failure('not-found'), renderHtml));
}

export type HtmlErrorRenderer = (code: ErrorCode, request: FastifyRequest) => string;

/** True for a browser navigation to a page (not an API call). */
export function wantsHtml(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  failed: Failure,
  renderHtml: HtmlErrorRenderer,
): FastifyReply {
  const { status, body } = failureResponse(failed, request.id);
  setRetryAfter(reply, failed.code);
  reply.code(status);
  if (wantsHtml(request))
    return reply.type('text/html; charset=utf-8').send(renderHtml(failed.code, request));
  return reply.type('application/json; charset=utf-8').send(body);
}

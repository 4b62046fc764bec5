import { idempotencyHeaders } from '@tessera/contract';
import type { RouteOptions } from 'fastify';
import { ERROR_CATALOGUE, errorBodySchema, type ErrorCode } from '../errors.js';

/** One declared error status: the catalogue's `ErrorBody`, described by the codes it may carry. */
export interface ErrorResponse {
  readonly description: string;
  readonly content: { readonly 'application/json': { readonly schema: typeof errorBodySchema } };
}

/** The codes behind each declaration, so the route's own codes and the defaults merge per status. */
const CODES_OF = new WeakMap<object, readonly ErrorCode[]>();

function declaration(declared: readonly ErrorCode[]): ErrorResponse {
  const codes = [...new Set(declared)];
  const description = codes.map((code) => `\`${code}\`: ${ERROR_CATALOGUE[code].message}`).join('\n\n');
  const response = { description, content: { 'application/json': { schema: errorBodySchema } } } as const;
  CODES_OF.set(response, codes);
  return response;
}

/**
 * The error answers a route may give, by catalogue code, grouped by HTTP status for the route's
 * `schema.response`. Validation (400), rate limits (429) and the owner guards (401, 403) are added
 * to every route by `declareDefaultErrors`; a route names the business outcomes it has.
 * @example schema: { body, response: { 200: cartResponse, ...errorResponses('cart-not-enough-stock') } }
 */
export function errorResponses(...codes: ErrorCode[]): Record<number, ErrorResponse> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, grouped]) => [status, declaration(grouped)]));
}

const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hooksOf(hook: RouteOptions['preHandler']): readonly unknown[] {
  if (hook === undefined) return [];
  return Array.isArray(hook) ? hook : [hook];
}

/** The error codes every route of this shape can answer with, whatever it does. */
function defaultCodes(route: RouteOptions): ErrorCode[] {
  const schema = route.schema as Record<string, unknown>;
  const codes: ErrorCode[] = [];
  if (INPUT_PARTS.some((part) => schema[part] !== undefined)) codes.push('validation-failed');
  if (schema['headers'] === idempotencyHeaders) codes.push('idempotency-key-reused');
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) codes.push('rate-limited');
  const guarded = hooksOf(route.preHandler).some(
    (hook) => typeof hook === 'function' && 'permission' in hook,
  );
  if (guarded) {
    codes.push('not-signed-in', 'forbidden');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => !SAFE_METHODS.has(method))) codes.push('csrf-invalid');
  }
  return codes;
}

/**
 * onRoute hook: every route with a schema declares the errors its shape implies (a call taking an
 * `Idempotency-Key` may refuse its reuse), merged with the ones it declared itself
 * (`errorResponses`). A status the route answers with another schema is left as the route wrote it.
 */
export function declareDefaultErrors(route: RouteOptions): void {
  if (!route.schema || route.schema.hide) return;
  const response = { ...(route.schema.response as Record<number, object> | undefined) };
  for (const [key, added] of Object.entries(errorResponses(...defaultCodes(route)))) {
    const status = Number(key);
    const existing = response[status];
    const ownCodes = existing && CODES_OF.get(existing);
    if (existing === undefined) response[status] = added;
    else if (ownCodes) response[status] = declaration([...ownCodes, ...(CODES_OF.get(added) ?? [])]);
  }
  route.schema = { ...route.schema, response };
}

import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { AppError } from '../errors.js';
import { JSON_TOO_DEEP_MESSAGE, jsonTooDeep } from './json-depth.js';
import { formHasNul, jsonHasNul, NUL_TEXT_MESSAGE } from './nul-text.js';
import { holdsLoneSurrogate, LONE_SURROGATE_MESSAGE, mayHoldSurrogateEscape } from './well-formed-text.js';

/** Query-parsing limits from the storefront spec §9: depth 5, 1000 parameters, array limit 20. */
export const QS_OPTIONS = Object.freeze({ depth: 5, parameterLimit: 1000, arrayLimit: 20 });

export function parseForm(body: string): Record<string, unknown> {
  if (formHasNul(body)) throw new AppError('validation-failed', { body: NUL_TEXT_MESSAGE });
  return qs.parse(body, QS_OPTIONS) as Record<string, unknown>;
}

/**
 * Form-encoded bodies through qs with the spec's limits. JSON is Fastify's own parser (prototype
 * poisoning refused) behind a depth check: a body nested deeper than `MAX_JSON_DEPTH` answers 400 for
 * every route, before any validator sees it. An empty JSON body is no body; text holding NUL is refused
 * (`nul-text.ts`), and so is text that is not valid Unicode (`well-formed-text.ts`).
 */
export async function setupBodyParsing(app: FastifyInstance, bodyLimit: number): Promise<void> {
  // A NUL in the path or query (`%00`) would reach SQL as text PostgreSQL refuses: a 400 here.
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url)) throw new AppError('validation-failed', { url: NUL_TEXT_MESSAGE });
  });
  await app.register(formbody, { parser: parseForm, bodyLimit });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Many HTTP clients send `Content-Type: application/json` with a body-less POST: that is no
    // body (routes that need one still answer their validation 400), not a broken JSON text.
    if (body.length === 0) return done(null, undefined);
    const tooDeep = deepJsonError(body);
    if (tooDeep) done(tooDeep, undefined);
    else if (typeof body === 'string' && jsonHasNul(body))
      done(new AppError('validation-failed', { body: NUL_TEXT_MESSAGE }), undefined);
    else
      parseJson(request, body.toString(), (error, value) => {
        const text = body.toString();
        if (!error && mayHoldSurrogateEscape(text) && holdsLoneSurrogate(value))
          return done(new AppError('validation-failed', { body: LONE_SURROGATE_MESSAGE }), undefined);
        done(error, value);
      });
  });
}

/** The 400 for a JSON text nested deeper than `MAX_JSON_DEPTH`, or undefined when it is within it. */
export function deepJsonError(body: string | Buffer): AppError | undefined {
  return typeof body === 'string' && jsonTooDeep(body)
    ? new AppError('validation-failed', { body: JSON_TOO_DEEP_MESSAGE })
    : undefined;
}

import { takeFormFlash } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import { hasOnlyKeys, registerPageContext, type PageContextInput } from '../page-context.js';
import { verifiedCrumb } from '../../plugins/index.js';
import { captchaFor } from '../../forms/index.js';
import { FORM_RESULT_PARAM, visitorHash, type FormFlash } from '../../forms/index.js';

/** What form blocks of a page need beyond the block: captcha provider, query, plain-post outcome. */
export interface FormsPageContext {
  captcha: { provider: 'altcha' } | { provider: 'recaptcha-enterprise'; siteKey: string };
  /** The page's query parameters (hidden fields take values from it). */
  query: Record<string, string>;
  /** The outcome of this visitor's plain post, when the page is the one it came back to. */
  result?: { formId: string; flash: FormFlash };
}

const MAX_QUERY_PARAMS = 50;
const MAX_QUERY_VALUE = 2000;

function queryOf(request: FastifyRequest): Record<string, string> {
  const query: Record<string, string> = {};
  const entries = Object.entries((request.query ?? {}) as Record<string, unknown>).slice(0, MAX_QUERY_PARAMS);
  for (const [key, value] of entries) {
    if (typeof value === 'string' && key !== FORM_RESULT_PARAM) query[key] = value.slice(0, MAX_QUERY_VALUE);
  }
  return query;
}

/** `formResult=<formId>.<flashId>` of a plain post, read once and only by the visitor who posted. */
async function resultOf(request: FastifyRequest): Promise<FormsPageContext['result']> {
  const raw = (request.query as Record<string, unknown> | undefined)?.[FORM_RESULT_PARAM];
  const match = typeof raw === 'string' ? /^([A-Za-z0-9_-]{1,64})\.([0-9a-f]{24})$/.exec(raw) : null;
  const crumb = verifiedCrumb(request);
  if (!match || !crumb) return undefined;
  const [, formId = '', id = ''] = match;
  const flash = await takeFormFlash(request.server.database.db, request.website.id, {
    id,
    formId,
    visitorHash: visitorHash(crumb),
    now: request.server.clock.now(),
  });
  return flash ? { formId, flash: flash as FormFlash } : undefined;
}

/** The `forms` key of every page's template context (docs/template-context.md). */
export const FORMS_PAGE_CONTEXT = registerPageContext('*', 'forms', loadForms, {
  // The page's query (hidden fields) and `formResult`, the one-time outcome of a plain post, taken
  // from the database for the crumb's owner; the crumb is read only with that parameter.
  varies: ['query'],
  // The captcha provider and the page's own query are the same for every visitor of the address;
  // the outcome of a plain post (`result`) is the poster's alone.
  privacy: (value) => (hasOnlyKeys(value, ['captcha', 'query']) ? 'shared' : 'flash'),
});

async function loadForms({ request }: PageContextInput): Promise<FormsPageContext> {
  const provider = captchaFor(request.server.config, request.website);
  const widget = provider.widget('', 'form_block_submit');
  const context: FormsPageContext = {
    captcha:
      widget.provider === 'altcha'
        ? { provider: 'altcha' }
        : { provider: widget.provider, siteKey: widget.siteKey },
    query: queryOf(request),
  };
  const result = await resultOf(request);
  return result ? { ...context, result } : context;
}

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupBodyParsing } from './body.js';
import { setupCookies } from './cookies.js';
import { checkCrumb, type CrumbVerdict, type VouchedForms } from './crumb.js';
import { mintCrumb, rememberCrumbSecret } from './crumb-signature.js';

const WEBSITE = 'website-check-crumb';
const SECRET = 'a secret only this test knows';
const CRUMB = mintCrumb(SECRET, WEBSITE);
const OTHER = mintCrumb(SECRET, WEBSITE);
/** Well-formed, but signed for a sibling website or by nobody: both count as no crumb. */
const SIBLINGS = mintCrumb(SECRET, 'website-next-door');
const UNSIGNED = CRUMB.slice(0, 24) + 'A'.repeat(32);
const FORM = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

interface Case {
  name: string;
  type: string;
  cookie?: string;
  header?: string;
  field?: string;
  site?: 'same-origin' | 'cross-site';
}

/** Every way a post can arrive, with the verdict under each rule. */
const CASES: [Case, Record<VouchedForms, CrumbVerdict>][] = [
  [
    { name: 'JSON echoing the cookie in X-CSRF-Token', type: JSON_TYPE, cookie: CRUMB, header: CRUMB },
    {
      'with-cookie': { ok: true, form: false },
      always: { ok: true, form: false },
      never: { ok: true, form: false },
    },
  ],
  [
    {
      name: 'JSON with a stale X-CSRF-Token',
      type: JSON_TYPE,
      cookie: CRUMB,
      header: OTHER,
      site: 'same-origin',
    },
    {
      'with-cookie': { ok: false, form: false, code: 'crumb-mismatch' },
      always: { ok: false, form: false, code: 'crumb-mismatch' },
      never: { ok: false, form: false, code: 'crumb-mismatch' },
    },
  ],
  [
    { name: 'JSON without a cookie', type: JSON_TYPE, header: CRUMB, site: 'same-origin' },
    {
      'with-cookie': { ok: false, form: false, code: 'crumb-missing' },
      always: { ok: false, form: false, code: 'crumb-mismatch' },
      never: { ok: false, form: false, code: 'crumb-missing' },
    },
  ],
  [
    { name: 'JSON with the cookie and no echo', type: JSON_TYPE, cookie: CRUMB },
    {
      'with-cookie': { ok: false, form: false, code: 'crumb-mismatch' },
      always: { ok: false, form: false, code: 'crumb-mismatch' },
      never: { ok: false, form: false, code: 'crumb-mismatch' },
    },
  ],
  [
    { name: 'form echoing the cookie in its crumb field', type: FORM, cookie: CRUMB, field: CRUMB },
    {
      'with-cookie': { ok: true, form: true },
      always: { ok: true, form: true },
      never: { ok: true, form: true },
    },
  ],
  [
    {
      name: 'form with an empty field, same origin, with the cookie',
      type: FORM,
      cookie: CRUMB,
      field: '',
      site: 'same-origin',
    },
    {
      'with-cookie': { ok: true, form: true },
      always: { ok: true, form: true },
      never: { ok: false, form: true, code: 'crumb-mismatch' },
    },
  ],
  [
    { name: 'form with an empty field, same origin, no cookie', type: FORM, field: '', site: 'same-origin' },
    {
      'with-cookie': { ok: false, form: true, code: 'crumb-missing' },
      always: { ok: true, form: true },
      never: { ok: false, form: true, code: 'crumb-missing' },
    },
  ],
  [
    {
      name: 'form with an empty field, cross site, with the cookie',
      type: FORM,
      cookie: CRUMB,
      field: '',
      site: 'cross-site',
    },
    {
      'with-cookie': { ok: false, form: true, code: 'crumb-mismatch' },
      always: { ok: false, form: true, code: 'crumb-mismatch' },
      never: { ok: false, form: true, code: 'crumb-mismatch' },
    },
  ],
  [
    { name: 'form with an empty field, cross site, no cookie', type: FORM, field: '', site: 'cross-site' },
    {
      'with-cookie': { ok: false, form: true, code: 'crumb-missing' },
      always: { ok: false, form: true, code: 'crumb-mismatch' },
      never: { ok: false, form: true, code: 'crumb-missing' },
    },
  ],
  [
    { name: 'form with no vouching header at all, with the cookie', type: FORM, cookie: CRUMB, field: '' },
    {
      'with-cookie': { ok: false, form: true, code: 'crumb-mismatch' },
      always: { ok: false, form: true, code: 'crumb-mismatch' },
      never: { ok: false, form: true, code: 'crumb-mismatch' },
    },
  ],
  [
    { name: 'form with a stale crumb field', type: FORM, cookie: CRUMB, field: OTHER },
    {
      'with-cookie': { ok: false, form: true, code: 'crumb-mismatch' },
      always: { ok: false, form: true, code: 'crumb-mismatch' },
      never: { ok: false, form: true, code: 'crumb-mismatch' },
    },
  ],
  [
    { name: 'JSON with a malformed cookie echoed back', type: JSON_TYPE, cookie: 'short', header: 'short' },
    {
      'with-cookie': { ok: false, form: false, code: 'crumb-missing' },
      always: { ok: false, form: false, code: 'crumb-mismatch' },
      never: { ok: false, form: false, code: 'crumb-missing' },
    },
  ],
  [
    { name: 'JSON with an unsigned cookie echoed back', type: JSON_TYPE, cookie: UNSIGNED, header: UNSIGNED },
    {
      'with-cookie': { ok: false, form: false, code: 'crumb-missing' },
      always: { ok: false, form: false, code: 'crumb-mismatch' },
      never: { ok: false, form: false, code: 'crumb-missing' },
    },
  ],
  [
    {
      name: "JSON with a sibling site's crumb echoed back (cookie tossing)",
      type: JSON_TYPE,
      cookie: SIBLINGS,
      header: SIBLINGS,
    },
    {
      'with-cookie': { ok: false, form: false, code: 'crumb-missing' },
      always: { ok: false, form: false, code: 'crumb-mismatch' },
      never: { ok: false, form: false, code: 'crumb-missing' },
    },
  ],
  [
    {
      name: "form with a sibling site's crumb, vouched for by the browser",
      type: FORM,
      cookie: SIBLINGS,
      field: SIBLINGS,
      site: 'same-origin',
    },
    {
      'with-cookie': { ok: false, form: true, code: 'crumb-missing' },
      always: { ok: true, form: true },
      never: { ok: false, form: true, code: 'crumb-missing' },
    },
  ],
];

describe('checkCrumb', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    rememberCrumbSecret(WEBSITE, SECRET);
    app.decorateRequest('website', null as never);
    app.addHook('onRequest', async (request) => {
      request.website = { id: WEBSITE } as typeof request.website;
    });
    await setupCookies(app);
    await setupBodyParsing(app, 10_000);
    app.post<{ Querystring: { rule?: VouchedForms } }>('/check', async (request) =>
      request.query.rule ? checkCrumb(request, request.query.rule) : checkCrumb(request),
    );
    await app.ready();
  });
  afterAll(async () => app.close());

  const verdict = async (post: Case, rule: VouchedForms): Promise<CrumbVerdict> => {
    const headers: Record<string, string> = { host: 'shop.test', 'content-type': post.type };
    if (post.cookie !== undefined) headers['cookie'] = `crumb=${post.cookie}`;
    if (post.header !== undefined) headers['x-csrf-token'] = post.header;
    if (post.site !== undefined) headers['sec-fetch-site'] = post.site;
    const payload =
      post.type === FORM
        ? `name=x${post.field === undefined ? '' : `&crumb=${post.field}`}`
        : JSON.stringify({ name: 'x' });
    const response = await app.inject({ method: 'POST', url: `/check?rule=${rule}`, headers, payload });
    return response.json<CrumbVerdict>();
  };

  it.each(CASES)('$name', async (post, expected) => {
    for (const rule of ['with-cookie', 'always', 'never'] as const) {
      expect({ rule, verdict: await verdict(post, rule) }).toEqual({ rule, verdict: expected[rule] });
    }
  });

  it('defaults to the rule of the cart, checkout, waitlist, reviews and sign-in (with-cookie)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/check',
      headers: {
        host: 'shop.test',
        'content-type': FORM,
        cookie: `crumb=${CRUMB}`,
        'sec-fetch-site': 'same-origin',
      },
      payload: 'crumb=',
    });
    expect(response.json()).toEqual({ ok: true, form: true });
  });
});

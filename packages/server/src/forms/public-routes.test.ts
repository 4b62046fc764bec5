import {
  createMailingList,
  findJob,
  insertFormSubmission,
  listFormSubmissions,
  listSubscribers,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import {
  createTestForm,
  save,
  solvedCaptcha,
  submissionKey,
  VALID_ANSWERS,
} from './testing/form-fixtures.js';
import { visitor } from '../testing/visitor.js';

const MESSAGES = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

eachDialect('form submission API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let db: Executor;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
  });
  afterAll(async () => app.close());

  it('allows only the site’s own scripts when reCAPTCHA is not configured', async () => {
    const page = await app.inject({ method: 'GET', url: '/', headers: { host: site.host } });
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('issues submission keys only with the crumb cookie echoed', async () => {
    const noCookie = await app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host: site.host },
    });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json()).toMatchObject({
      error: 'Please enable cookies in your browser, reload the page, and try again.',
    });
    const who = visitor(app, site.host);
    const noEcho = await app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host: site.host, cookie: who.headers().cookie },
    });
    expect(noEcho.statusCode).toBe(403);
    expect(noEcho.json()).toMatchObject({
      error: 'Your session has expired. Please reload the page and try again.',
    });
    const key = await submissionKey(app, who);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores a valid submission with its page fields, answers normalised, and queues the owner email', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const key = await submissionKey(app, who);
    const answers = { ...VALID_ANSWERS, phone: ['555', '123', '4567'], injected: 'ignored', topic: 'Order' };
    const result = await save(app, who, {
      formId: form.id,
      key,
      form: JSON.stringify({ ...answers, source: 'newsletter' }),
      pageId: 'page-1',
      pagePermissionTypeValue: '1',
    });
    expect(result).toEqual({ status: 200, json: { success: true } });
    const { submissions } = await listFormSubmissions(db, site.website.id, form.id, { limit: 10 });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      answers: {
        name: ['Ada', 'Lovelace'],
        email: 'ada@example.org',
        phone: ['', '555', '123', '4567'],
        source: 'newsletter',
        secret: '',
      },
      page_title: 'Contact',
      page_id: 'page-1',
      content_source: 'c',
      page_path: '/contact',
      page_permission_type_value: 1,
    });
    expect(submissions[0]?.answers).not.toHaveProperty('injected');
    const job = await findJobFor(db, site.website.id, submissions[0]?.id ?? '');
    expect(job?.payload).toMatchObject({ to: site.ownerEmail, replyTo: 'ada@example.org' });
  });

  it('refuses a replayed, unknown or other website’s key with 401', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const key = await submissionKey(app, who);
    const body = { formId: form.id, key, form: JSON.stringify(VALID_ANSWERS) };
    expect((await save(app, who, body)).status).toBe(200);
    const replay = await save(app, who, body);
    expect(replay).toEqual({ status: 401, json: expect.objectContaining({ error: MESSAGES[401] }) });
    expect((await save(app, who, { ...body, key: 'x'.repeat(43) })).status).toBe(401);
    const other = await seedSite(db);
    const otherKey = await submissionKey(app, visitor(app, other.host));
    expect((await save(app, who, { ...body, key: otherKey })).status).toBe(401);
  });

  it("answers 404 'This form has not been configured yet.' for unknown and product forms", async () => {
    const who = visitor(app, site.host);
    const unknown = await save(app, who, { formId: 'nope', key: await submissionKey(app, who), form: '{}' });
    expect(unknown).toEqual({ status: 404, json: expect.objectContaining({ error: MESSAGES[404] }) });
    const product = await createTestForm(db, site.website.id, { kind: 'product' });
    const result = await save(app, who, {
      formId: product.id,
      key: await submissionKey(app, who),
      form: '{}',
    });
    expect(result.status).toBe(404);
  });

  it("answers 400 'Could not parse the form fields…' for a form that is not a JSON object", async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    for (const text of ['{not json', '[1,2]', '"text"']) {
      const result = await save(app, who, {
        formId: form.id,
        key: await submissionKey(app, who),
        form: text,
      });
      expect(result).toEqual({
        status: 400,
        json: expect.objectContaining({
          error: 'Could not parse the form fields, please check your entries.',
        }),
      });
    }
  });

  it('answers 400 with per-field errors from core’s rules', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const values = { name: ['Ada', ''], email: 'nope', message: 'x'.repeat(21), topic: 'Hacked' };
    const result = await save(app, who, {
      formId: form.id,
      key: await submissionKey(app, who),
      form: JSON.stringify(values),
    });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({
      error: 'One or more fields is invalid, please check your entries.',
      errors: {
        name: 'Required',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        message: 'You have exceeded the character limit.',
      },
    });
  });

  it('validates without storing at /api/rest/forms/validate/{formId}', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const call = (formId: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/rest/forms/validate/${formId}`,
        headers: who.headers(),
        payload,
      });
    const good = await call(form.id, VALID_ANSWERS);
    expect(good.json()).toEqual({ valid: true });
    const bad = await call(form.id, { ...VALID_ANSWERS, email: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { email: 'Required' } });
    expect((await call('missing', {})).statusCode).toBe(404);
    expect((await listFormSubmissions(db, site.website.id, form.id, { limit: 5 })).submissions).toEqual([]);
  });

  it('limits each address to 10 submissions a minute with the spec’s 429 text', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await save(app, who, { formId: form.id, key: 'k', form: '{}' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await save(app, who, { formId: form.id, key: 'k', form: '{}' });
    expect(limited).toEqual({ status: 429, json: expect.objectContaining({ error: MESSAGES[429] }) });
    expect((await save(app, visitor(app, site.host), { formId: form.id, key: 'k', form: '{}' })).status).toBe(
      401,
    );
  });

  it('caps a website at 120 submissions a minute across visitors', async () => {
    const busy = await seedSite(db);
    const form = await createTestForm(db, busy.website.id);
    for (let i = 0; i < 120; i += 1) {
      await insertFormSubmission(db, busy.website.id, {
        formId: form.id,
        answers: {},
        pageTitle: '',
        pageId: null,
        contentSource: null,
        pagePath: '/',
        pagePermissionTypeValue: null,
      });
    }
    const who = visitor(app, busy.host);
    const result = await save(app, who, {
      formId: form.id,
      key: await submissionKey(app, who),
      form: JSON.stringify(VALID_ANSWERS),
    });
    expect(result).toEqual({ status: 429, json: expect.objectContaining({ error: MESSAGES[429] }) });
  });

  it('requires a solved captcha on captcha forms, once per solution', async () => {
    const form = await createTestForm(db, site.website.id, { captchaEnabled: true });
    const who = visitor(app, site.host);
    const body = async (captchaKey?: string) => ({
      formId: form.id,
      key: await submissionKey(app, who),
      form: JSON.stringify(VALID_ANSWERS),
      ...(captchaKey !== undefined && { captchaKey }),
    });
    expect(await save(app, who, await body())).toEqual({
      status: 400,
      json: expect.objectContaining({ error: 'Complete CAPTCHA before submitting.' }),
    });
    expect(await save(app, who, await body('garbage'))).toEqual({
      status: 400,
      json: expect.objectContaining({ error: 'reCAPTCHA failed. Refresh this page and try again.' }),
    });
    const token = await solvedCaptcha(app, who, form.id);
    expect((await save(app, who, await body(token))).status).toBe(200);
    expect((await save(app, who, await body(token))).status).toBe(400);
  });

  it('serves captcha challenges only for captcha forms, never cached', async () => {
    const plain = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const none = await app.inject({
      method: 'GET',
      url: `/api/form/captcha/${plain.id}/challenge`,
      headers: who.headers(),
    });
    expect(none.statusCode).toBe(404);
    const withCaptcha = await createTestForm(db, site.website.id, { captchaEnabled: true });
    const challenge = await app.inject({
      method: 'GET',
      url: `/api/form/captcha/${withCaptcha.id}/challenge`,
      headers: who.headers(),
    });
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.json()).toMatchObject({
      parameters: { algorithm: 'SHA-256', data: { formId: withCaptcha.id } },
    });
  });

  it('refuses bodies over the size cap', async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    const result = await save(app, who, { formId: form.id, key: 'k', form: 'x'.repeat(200_000) });
    expect(result.status).toBe(413);
  });

  it('signs newsletter forms up to their list once per address', async () => {
    const created = await createMailingList(db, site.website.id, `News ${Date.now()}`);
    if (!created) throw new Error('list');
    const form = await createTestForm(db, site.website.id, {
      kind: 'newsletter',
      mailingListId: created.id,
      fields: [
        { id: 'email', title: 'Email', type: 'email', required: true },
        { id: 'name', title: 'Name', type: 'name' },
      ],
    });
    const who = visitor(app, site.host);
    for (const email of ['Grace@Example.org', 'grace@example.org']) {
      const result = await save(app, who, {
        formId: form.id,
        key: await submissionKey(app, who),
        form: JSON.stringify({ email, name: ['Grace', 'Hopper'] }),
      });
      expect(result.status).toBe(200);
    }
    const { subscribers } = await listSubscribers(db, site.website.id, created.id, { limit: 10 });
    expect(subscribers.map((s) => [s.email, s.name])).toEqual([['grace@example.org', 'Grace Hopper']]);
  });
});

eachDialect('form submission API with reCAPTCHA unreachable', (getDb) => {
  it("answers 500 'Unable to send form. Please try again later.' when the captcha service cannot be asked", async () => {
    const app = await buildTestApp(getDb(), {
      RECAPTCHA_PROJECT_ID: 'p',
      RECAPTCHA_API_KEY: 'k',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_API_URL: 'http://127.0.0.1:1',
    });
    try {
      const site = await seedSite(getDb().db);
      const form = await createTestForm(getDb().db, site.website.id, { captchaEnabled: true });
      const who = visitor(app, site.host);
      const result = await save(app, who, {
        formId: form.id,
        key: await submissionKey(app, who),
        form: JSON.stringify(VALID_ANSWERS),
        captchaKey: 'token',
      });
      expect(result).toEqual({ status: 500, json: expect.objectContaining({ error: MESSAGES[500] }) });
      // Its browser script may load only because the install is configured for it.
      const page = await app.inject({ method: 'GET', url: '/', headers: { host: site.host } });
      expect(page.headers['content-security-policy']).toContain(
        "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
      );
    } finally {
      await app.close();
    }
  });
});

async function findJobFor(db: Executor, websiteId: string, submissionId: string) {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('website_id', '=', websiteId)
    .where('idempotency_key', '=', `form-submission-${submissionId}-0`)
    .executeTakeFirst();
  return row && findJob(db, websiteId, row.id);
}

import { insertFormSubmission, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERROR_CATALOGUE, RETRY_AFTER_SECONDS, type ErrorCode } from '../errors.js';
import { failure, sendFailure } from '../failure.js';
import { createTestForm, submissionKey, VALID_ANSWERS } from '../forms/testing/form-fixtures.js';
import { setupErrorHandling } from '../plugins/index.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitor, type Visitor } from '../testing/visitor.js';

// Issue 17, finding 5: the site-wide form cap answered 429 without Retry-After; every 429 carries it.
const TOO_MANY = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter(
  (c) => ERROR_CATALOGUE[c].status === 429,
);

function expectRetryAfter(response: LightMyRequestResponse, seconds?: number): void {
  expect(response.statusCode).toBe(429);
  const header = Number(response.headers['retry-after']);
  expect(Number.isInteger(header) && header > 0, `retry-after: ${response.headers['retry-after']}`).toBe(
    true,
  );
  if (seconds !== undefined) expect(header).toBe(seconds);
}

describe('every 429 code', () => {
  it('has a Retry-After, thrown or sent in place', async () => {
    expect(TOO_MANY.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(RETRY_AFTER_SECONDS).sort()).toEqual([...TOO_MANY].sort());
    const app = Fastify({ logger: false });
    setupErrorHandling(app, () => '<p>error</p>');
    app.get('/thrown/:code', async (request) => {
      throw new AppError((request.params as { code: ErrorCode }).code);
    });
    app.get('/sent/:code', async (request, reply) =>
      sendFailure(request, reply, failure((request.params as { code: ErrorCode }).code)),
    );
    for (const code of TOO_MANY) {
      const seconds = RETRY_AFTER_SECONDS[code as keyof typeof RETRY_AFTER_SECONDS];
      expectRetryAfter(await app.inject({ url: `/thrown/${code}` }), seconds);
      expectRetryAfter(await app.inject({ url: `/sent/${code}` }), seconds);
      expectRetryAfter(
        await app.inject({ url: `/thrown/${code}`, headers: { accept: 'text/html' } }),
        seconds,
      );
    }
    await app.close();
  });
});

eachDialect('Retry-After on the 429s a visitor can trigger', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let db: Executor;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb(), { LOGIN_RATE_LIMIT: '3' });
    site = await seedSite(db);
  });
  afterAll(async () => app.close());

  const save = (who: Visitor, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: who.headers(),
      payload: { pageTitle: 'Contact', pagePath: '/contact', contentSource: 'c', ...body },
    });

  it('the site-wide form cap (120 a minute across visitors) says to retry after its minute', async () => {
    const busy = await seedSite(db);
    const form = await createTestForm(db, busy.website.id);
    for (let i = 0; i < 120; i += 1)
      await insertFormSubmission(db, busy.website.id, {
        formId: form.id,
        answers: {},
        pageTitle: '',
        pageId: null,
        contentSource: null,
        pagePath: '/',
        pagePermissionTypeValue: null,
      });
    const who = visitor(app, busy.host);
    const response = await save(who, {
      formId: form.id,
      key: await submissionKey(app, who),
      form: JSON.stringify(VALID_ANSWERS),
    });
    expect(response.json()).toMatchObject({ code: 'form-rate-limited' });
    expectRetryAfter(response, 60);
  });

  it("the per-visitor form limit keeps the limiter's own remainder of the window", async () => {
    const form = await createTestForm(db, site.website.id);
    const who = visitor(app, site.host);
    let response = await save(who, { formId: form.id, key: 'k', form: '{}' });
    for (let i = 0; i < 10; i += 1) response = await save(who, { formId: form.id, key: 'k', form: '{}' });
    expectRetryAfter(response);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('the sign-in limit', async () => {
    let response: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4; i += 1)
      response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: site.host },
        payload: { email: site.ownerEmail, password: 'wrong' },
      });
    expectRetryAfter(response!);
  });
});

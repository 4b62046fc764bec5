import { listFormSubmissions, takeFormFlash, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitorHash } from './plain-submission.js';
import { createTestForm } from './testing/form-fixtures.js';
import { crumbFor, nextAddress, visitor } from '../testing/visitor.js';

const VALID =
  'fields[name][0]=Ada&fields[name][1]=Lovelace&fields[email]=ada%40example.org&fields[message]=Hello' +
  '&fields[source]=mail&pageTitle=Contact&pagePath=%2Fcontact%3Fref%3D1&contentSource=c';

eachDialect('plain form posts (no JavaScript)', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let db: Executor;
  beforeAll(async () => {
    db = getDb().db;
    app = await buildTestApp(getDb());
    site = await seedSite(db);
  });
  afterAll(async () => app.close());

  const post = (formId: string, payload: string, headers: Record<string, string> = {}) => {
    const who = visitor(app, site.host);
    return app.inject({
      method: 'POST',
      url: `/api/form/submit/${formId}`,
      remoteAddress: who.address,
      headers: {
        host: site.host,
        cookie: `crumb=${who.crumb}`,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload,
    });
  };

  async function flashOf(location: string, crumb: string, formId: string) {
    const url = new URL(location, 'http://x');
    const id = (url.searchParams.get('formResult') ?? '').split('.')[1] ?? '';
    return takeFormFlash(db, site.website.id, {
      id,
      formId,
      visitorHash: visitorHash(crumb),
      now: Date.now(),
    });
  }

  it('stores a valid post and sends the visitor back to the page with the success waiting', async () => {
    const form = await createTestForm(db, site.website.id);
    const crumb = crumbFor(site.host);
    const response = await post(form.id, VALID, { cookie: `crumb=${crumb}` });
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    expect(location).toMatch(
      new RegExp(`^/contact\\?ref=1&formResult=${form.id}\\.[0-9a-f]{24}#form-${form.id}$`),
    );
    expect(await flashOf(location, crumbFor(site.host), form.id)).toBeUndefined();
    expect(await flashOf(location, crumb, form.id)).toEqual({ kind: 'success' });
    const { submissions } = await listFormSubmissions(db, site.website.id, form.id, { limit: 5 });
    expect(submissions[0]?.answers).toMatchObject({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.org',
      source: 'mail',
    });
    expect(submissions[0]?.page_path).toBe('/contact?ref=1');
  });

  it('redirects to the owner’s success URL when the form has one', async () => {
    const form = await createTestForm(db, site.website.id, { successRedirect: '/thank-you' });
    const response = await post(form.id, VALID);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/thank-you');
  });

  it('sends the errors and the values (never a password) back for the visitor to correct', async () => {
    const form = await createTestForm(db, site.website.id);
    const crumb = crumbFor(site.host);
    const payload = 'fields[email]=nope&fields[message]=Hi&fields[secret]=hunter2&pagePath=%2Fcontact';
    const response = await post(form.id, payload, { cookie: `crumb=${crumb}` });
    expect(response.statusCode).toBe(303);
    const flash = await flashOf(String(response.headers.location), crumb, form.id);
    expect(flash).toEqual({
      kind: 'failure',
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: {
        name: 'Required',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      },
      values: { email: 'nope', message: 'Hi' },
    });
  });

  it('reports a captcha form posted without a solved captcha with its text', async () => {
    const form = await createTestForm(db, site.website.id, { captchaEnabled: true });
    const crumb = crumbFor(site.host);
    const response = await post(form.id, VALID, { cookie: `crumb=${crumb}` });
    const flash = await flashOf(String(response.headers.location), crumb, form.id);
    expect(flash).toMatchObject({ kind: 'failure', message: 'Complete CAPTCHA before submitting.' });
  });

  it('never sends the visitor off the site, whatever page path is posted', async () => {
    const form = await createTestForm(db, site.website.id);
    for (const path of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await post(form.id, `fields[email]=x&pagePath=${encodeURIComponent(path)}`);
      expect(String(response.headers.location)).toMatch(/^\/\?formResult=/);
    }
  });

  it('refuses posts from other sites', async () => {
    const form = await createTestForm(db, site.website.id);
    const crossSite = await post(form.id, VALID, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const response = await app.inject({
      method: 'POST',
      url: `/api/form/submit/${form.id}`,
      remoteAddress: nextAddress(),
      headers: {
        host: site.host,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: VALID,
    });
    expect(response.statusCode).toBe(403);
    const sameOrigin = await app.inject({
      method: 'POST',
      url: `/api/form/submit/${form.id}`,
      remoteAddress: nextAddress(),
      headers: {
        host: site.host,
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${site.host}`,
      },
      payload: VALID,
    });
    expect(sameOrigin.statusCode).toBe(303);
    expect(String(sameOrigin.headers['set-cookie'])).toMatch(/crumb=/);
    expect((await listFormSubmissions(db, site.website.id, form.id, { limit: 5 })).submissions).toHaveLength(
      1,
    );
  });

  it("answers 404 'This form has not been configured yet.' for an unknown form", async () => {
    const response = await post('unknown', VALID);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'This form has not been configured yet.' });
  });
});

import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, cookieValue, seedSite, type SeededSite } from '../testing/harness.js';
import { requireCrumb } from './crumb.js';

eachDialect('visitor crumb', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    app.post('/api/test/crumb-protected', { preHandler: requireCrumb }, async () => ({ ok: true }));
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  const post = (headers: Record<string, string>, payload?: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/test/crumb-protected',
      headers: { host: site.host, ...headers },
      payload: payload as string,
    });

  it('sets a readable, SameSite=Lax crumb cookie on page responses only', async () => {
    const page = await app.inject({ url: '/config', headers: { host: site.host } });
    const crumb = page.cookies.find((c) => c.name === 'crumb');
    expect(crumb).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(crumb?.httpOnly).toBeFalsy();
    expect(crumb?.value).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    const again = await app.inject({
      url: '/config',
      headers: { host: site.host, cookie: `crumb=${crumb?.value}` },
    });
    expect(cookieValue(again, 'crumb')).toBeUndefined();
    const api = await app.inject({ url: '/healthz' });
    expect(cookieValue(api, 'crumb')).toBeUndefined();
  });

  it('accepts a JSON post echoing the crumb in X-CSRF-Token', async () => {
    const crumb = 'c'.repeat(24);
    const response = await post({ cookie: `crumb=${crumb}`, 'x-csrf-token': crumb }, { a: 1 });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a form post echoing the crumb in a crumb field', async () => {
    const crumb = 'f'.repeat(24);
    const response = await post(
      { cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      `crumb=${crumb}&name=x`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('tells "cookies disabled" apart from "stale page"', async () => {
    const noCookie = await post({ 'x-csrf-token': 'c'.repeat(24) }, { a: 1 });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json()).toMatchObject({
      code: 'crumb-missing',
      error: 'Please enable cookies in your browser, reload the page, and try again.',
    });
    const mismatch = await post(
      { cookie: `crumb=${'c'.repeat(24)}`, 'x-csrf-token': 'd'.repeat(24) },
      { a: 1 },
    );
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({
      code: 'crumb-mismatch',
      error: 'Your session has expired. Please reload the page and try again.',
    });
    const noEcho = await post({ cookie: `crumb=${'c'.repeat(24)}` }, { a: 1 });
    expect(noEcho.json()).toMatchObject({ code: 'crumb-mismatch' });
  });
});

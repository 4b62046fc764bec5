import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, cookieValue, PASSWORD, seedSite, type SeededSite } from '../testing/harness.js';

eachDialect('/config sign-in page', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  it('signs in with the plain form and then shows who is signed in', async () => {
    const page = await app.inject({ url: '/config', headers: { host: site.host } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const crumb = cookieValue(page, 'crumb');
    expect(page.body).toContain(`name="crumb" value="${crumb}"`);

    const form = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          host: site.host,
          cookie: `crumb=${crumb}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ crumb: crumb ?? '', email: site.ownerEmail, password }).toString(),
      });
    const failed = await form('nope');
    expect(failed.statusCode).toBe(303);
    expect(failed.headers.location).toBe('/config?error=invalid');
    const retry = await app.inject({
      url: '/config?error=invalid',
      headers: { host: site.host, cookie: `crumb=${crumb}` },
    });
    expect(retry.body).toContain('Invalid email or password.');

    const ok = await form(PASSWORD);
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/config');
    const session = cookieValue(ok, 'tessera_session');
    const signedIn = await app.inject({
      url: '/config',
      headers: { host: site.host, cookie: `tessera_session=${session}` },
    });
    expect(signedIn.body).toContain(site.ownerEmail);
    expect(signedIn.body).toContain('href="/api/docs"');
  });

  it('refuses a form sign-in without the crumb cookie (login CSRF)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: site.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(site.ownerEmail)}&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'crumb-missing' });
  });

  it('escapes the website title', async () => {
    const { db } = getDb();
    await db
      .updateTable('websites')
      .set({ title: '<img src=x onerror=alert(1)>' })
      .where('id', '=', site.website.id)
      .execute();
    const page = await app.inject({ url: '/config', headers: { host: site.host } });
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

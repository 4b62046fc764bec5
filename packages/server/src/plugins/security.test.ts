import type { ServerResponse } from 'node:http';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { securityHeaders, securityOptions } from './security.js';

/** What helmet itself sets on one response for the options (the per-request way). */
function helmetOnce(recaptcha: boolean): Record<string, string> {
  const set: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete set[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(securityOptions(recaptcha))(undefined as never, response, () => undefined);
  return set;
}

it('precomputes exactly the headers helmet sets, reCAPTCHA hosts only when configured', () => {
  for (const recaptcha of [false, true]) {
    expect(Object.fromEntries(securityHeaders(securityOptions(recaptcha)))).toEqual(helmetOnce(recaptcha));
  }
  const csp = (recaptcha: boolean) =>
    Object.fromEntries(securityHeaders(securityOptions(recaptcha)))['content-security-policy'];
  expect(csp(false)).not.toContain('recaptcha');
  expect(csp(true)).toContain('https://www.gstatic.com/recaptcha/');
});

eachDialect('security headers', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  it('sends every security header on pages, files, APIs and not-found answers', async () => {
    const expected = helmetOnce(false);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(12);
    expect(expected['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;" +
        "font-src 'self' data: https:;connect-src 'self';media-src 'self' https:;frame-src 'self' https:;" +
        "frame-ancestors 'self';object-src 'none';base-uri 'self';form-action 'self'",
    );
    expect(expected['strict-transport-security']).toBe('max-age=15552000');
    expect(expected['x-frame-options']).toBe('SAMEORIGIN');
    for (const url of [
      '/',
      '/config',
      '/api/auth/me',
      '/favicon.ico',
      '/nowhere/at/all/here',
      '/api/nothing',
    ]) {
      const response = await app.inject({ url, headers: { host: site.host, accept: 'text/html' } });
      for (const [name, value] of Object.entries(expected))
        expect(response.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('sends the full referrer to our own pages only, so plain form posts carry their page', async () => {
    const response = await app.inject({ url: '/config', headers: { host: site.host } });
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

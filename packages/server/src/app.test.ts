import { eachDialect } from '@tessera/db/testing';
import { createDatabase } from '@tessera/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { buildTestApp, seedSite, testConfig, type SeededSite } from './testing/harness.js';

eachDialect('app foundation', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  it('answers /healthz on any host when the database is up', async () => {
    const response = await app.inject({ url: '/healthz', headers: { host: 'unknown.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: getDb().kind });
  });

  it('never serves its single website under a host it does not claim when BASE_HOST is set', async () => {
    // The single-site default (any host) applies only with no BASE_HOST and no domain (hardening/hosts.test.ts).
    const response = await app.inject({
      url: '/',
      headers: { host: 'whatever.example.org', accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(site.website.title);
  });

  it('echoes a request id, keeping a well-formed incoming one', async () => {
    const fresh = await app.inject({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-id-12345' } });
    expect(kept.headers['x-request-id']).toBe('proxy-id-12345');
    const replaced = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });

  it('answers an unknown host with the catalogue 404 as JSON or as a page', async () => {
    await seedSite(getDb().db); // with two websites, no single-site default applies
    const json = await app.inject({ url: '/api/auth/me', headers: { host: 'nobody.elsewhere.test' } });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({
      code: 'website-not-found',
      error: 'No website is configured for this address.',
    });
    const page = await app.inject({
      url: '/config',
      headers: { host: 'nobody.elsewhere.test', accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('No website is configured for this address.');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await app.inject({ url: '/config', headers: { host: site.host } });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document with the foundation routes', async () => {
    const response = await app.inject({ url: '/api/docs/json', headers: { host: site.host } });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/admin/website/settings', '/healthz']),
    );
    const ui = await app.inject({ url: '/api/docs', headers: { host: site.host } });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('rejects bodies over the size cap with the catalogue 413', async () => {
    const big = await buildTestApp(getDb(), { BODY_LIMIT_BYTES: '2048' });
    const response = await big.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: site.host, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(4096) }),
    });
    await big.close();
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload-too-large' });
  });

  it('reports validation failures per field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: site.host },
      payload: { email: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; errors: Record<string, string> };
    expect(body.code).toBe('validation-failed');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('database unreachable', () => {
  it('answers 503 with Retry-After and stays up', async () => {
    const database = createDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp(testConfig(), { database, logger: false });
    for (const url of ['/healthz', '/config']) {
      const response = await app.inject({ url, headers: { host: 'any.tessera.test' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    }
    await app.close();
    await database.close();
  });
});

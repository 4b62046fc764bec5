import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  cookieValue,
  PASSWORD,
  seedSite,
  signIn,
  type SeededSite,
} from '../testing/harness.js';

eachDialect('owner sign-in', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  const login = (s: SeededSite, email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: s.host, ...headers },
      payload: { email, password },
    });

  it('signs in, sets an HttpOnly SameSite session cookie and returns the CSRF token', async () => {
    const response = await login(site, site.ownerEmail.toUpperCase(), PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { csrfToken: string; roleName: string; permissions: string[] };
    expect(body.roleName).toBe('admin');
    expect(body.permissions).toContain('site.settings');
    expect(body.csrfToken.length).toBeGreaterThan(20);
    const cookie = response.cookies.find((c) => c.name === 'tessera_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks cookies Secure behind a trusted https proxy', async () => {
    const proxied = await buildTestApp(getDb(), { TRUST_PROXY: 'true' });
    const response = await proxied.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: site.host, 'x-forwarded-proto': 'https' },
      payload: { email: site.ownerEmail, password: PASSWORD },
    });
    await proxied.close();
    expect(response.cookies.find((c) => c.name === 'tessera_session')?.secure).toBe(true);
  });

  it('fails the same way for a wrong password, an unknown email and another website’s owner', async () => {
    for (const response of [
      await login(site, site.ownerEmail, 'wrong password'),
      await login(site, 'nobody@example.com', PASSWORD),
      await login(site, other.ownerEmail, PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'invalid-credentials',
        error: 'Invalid email or password.',
      });
      expect(cookieValue(response, 'tessera_session')).toBeUndefined();
    }
  });

  it('issues a new session id at every sign-in and revokes it at sign-out', async () => {
    const first = await signIn(app, site);
    const second = await signIn(app, site);
    expect(second.cookie).not.toBe(first.cookie);
    const me = await app.inject({ url: '/api/auth/me', headers: second.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ account: { email: site.ownerEmail }, csrfToken: second.csrfToken });
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: second.headers });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({ url: '/api/auth/me', headers: second.headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'not-signed-in' });
  });

  it('ends the session carried into a new sign-in (no fixation)', async () => {
    const planted = await signIn(app, site);
    const response = await login(site, site.ownerEmail, PASSWORD, { cookie: planted.cookie });
    expect(response.statusCode).toBe(200);
    const old = await app.inject({ url: '/api/auth/me', headers: planted.headers });
    expect(old.statusCode).toBe(401);
  });

  it('requires the CSRF token on mutating owner calls', async () => {
    const session = await signIn(app, site);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: site.host, cookie: session.cookie },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'csrf-invalid' });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...session.headers, 'x-csrf-token': 'x'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('does not accept a session on another website’s host', async () => {
    const session = await signIn(app, site);
    const response = await app.inject({
      url: '/api/auth/me',
      headers: { ...session.headers, host: other.host },
    });
    expect(response.statusCode).toBe(401);
  });

  describe('timeouts', () => {
    it('expires sessions after the idle timeout', async () => {
      const session = await signIn(app, site);
      await getDb()
        .db.updateTable('sessions')
        .set({ last_seen_at: Date.now() - 241 * 60_000 })
        .where('website_id', '=', site.website.id)
        .execute();
      const response = await app.inject({ url: '/api/auth/me', headers: session.headers });
      expect(response.statusCode).toBe(401);
    });

    it('expires sessions at the absolute timeout even when active', async () => {
      const session = await signIn(app, site);
      await getDb()
        .db.updateTable('sessions')
        .set({ expires_at: Date.now() - 1 })
        .where('website_id', '=', site.website.id)
        .execute();
      const response = await app.inject({ url: '/api/auth/me', headers: session.headers });
      expect(response.statusCode).toBe(401);
    });
  });

  it('rate-limits sign-in attempts per website and address with 429', async () => {
    const limited = await buildTestApp(getDb(), { LOGIN_RATE_LIMIT: '10' });
    const attempt = (s: SeededSite, password: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: s.host },
        payload: { email: s.ownerEmail, password },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(site, 'wrong')).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await attempt(site, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'rate-limited',
      error: 'Please try again in a few seconds.',
    });
    expect((await attempt(other, PASSWORD)).statusCode).toBe(200);
    await limited.close();
  });
});

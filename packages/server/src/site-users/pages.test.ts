import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';
import { GOOD_PASSWORD, linkFromMail } from './testing/account.js';

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

eachDialect('account pages and their plain forms', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  it('names the fields and buttons as the issue asks', async () => {
    const v = visitor(app, site.host);
    const login = await v.get('/account/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-robots-tag']).toBe('noindex');
    // Drawn by the theme: the site's shell around the account's own template.
    expect(login.body).toContain('<main id="main"');
    for (const text of ['>Email</label>', '>Password</label>', 'type="submit">Sign in</button>']) {
      expect(login.body).toContain(text);
    }
    const signUp = await v.get('/account/signup');
    for (const text of ['>Name</label>', '>Email</label>', '>Password</label>', 'Create account</button>']) {
      expect(signUp.body).toContain(text);
    }
    // The strength meter island sits under the new password, server-rendered before it hydrates.
    expect(signUp.body).toContain('data-island="password-meter"');
    expect(signUp.body).toContain('>Password strength</label>');
    expect(login.body).not.toContain('password-meter');
    expect((await v.get('/account/reset')).body).toContain('>Email</label>');
    const account = await v.get('/account');
    expect(account.statusCode).toBe(303);
    expect(account.headers.location).toBe('/account/login');
  });

  it('signs up, verifies, signs in and out without JavaScript', async () => {
    const v = visitor(app, site.host);
    await v.get('/account/signup');
    const email = `forms-${Date.now()}@example.com`;
    const weak = await v.form(
      '/api/site-users/account',
      { name: 'Ada', email, password: 'password123' },
      sameOrigin,
    );
    expect(weak.statusCode).toBe(303);
    expect(new URL(weak.headers.location as string, 'http://x').searchParams.get('error')).toBe(
      'This password is too easy to guess. Add a few more words or characters.',
    );
    const created = await v.form(
      '/api/site-users/account',
      { name: 'Ada', email, password: GOOD_PASSWORD },
      sameOrigin,
    );
    expect(created.headers.location).toBe('/account/signup?sent=1');
    expect((await v.get('/account/signup?sent=1')).body).toContain('Check your email');
    const link = await linkFromMail(getDb().db, site.website.id, email, '/account/verify?token=');
    expect((await v.get(`${link.pathname}${link.search}`)).headers.location).toBe(
      '/account/login?verified=1',
    );

    const wrong = await v.form(
      '/api/site-users/account/session',
      { email, password: 'nope nope' },
      sameOrigin,
    );
    expect(wrong.headers.location).toContain('/account/login?error=Invalid+email+or+password.');
    const signedIn = await v.form(
      '/api/site-users/account/session',
      { email, password: GOOD_PASSWORD, rememberMe: 'true' },
      sameOrigin,
    );
    expect(signedIn.headers.location).toBe('/account');
    const page = await v.get('/account');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(email);
    expect(page.body).toContain('aria-current="page">Profile</a>');
    const orders = await v.get('/account/orders');
    expect(orders.body).toContain('No orders yet.');
    expect(orders.body).toContain('aria-current="page">Orders</a>');
    // The change-password and delete forms: every input labelled, delete behind a ticked box.
    for (const [id, label] of [
      ['account-current-password', 'Current password'],
      ['account-new-password', 'New password'],
      ['account-email-password', 'Current password'],
      ['account-new-email', 'New email'],
      ['account-delete-password', 'Current password'],
    ]) {
      expect(page.body).toContain(`for="${id}">${label}</label>`);
      expect(page.body).toContain(`id="${id}"`);
    }
    expect(page.body).toContain('type="submit">Change password</button>');
    expect(page.body).toContain('type="submit">Change email</button>');
    expect(page.body).toContain('type="submit">Delete account</button>');
    expect(page.body).toMatch(/<input type="checkbox" name="confirm" value="true" required>/);
    const xsrf = /name="xsrfToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const refused = await v.form('/account/sign-out', { xsrfToken: 'forged' }, sameOrigin);
    expect(refused.statusCode).toBe(403);
    const out = await v.form('/account/sign-out', { xsrfToken: xsrf }, sameOrigin);
    expect(out.headers.location).toBe('/account/login?signedOut=1');
    expect((await v.get('/account')).statusCode).toBe(303);
  });

  it('shows a dead reset link as such, and the request form instead', async () => {
    const page = await visitor(app, site.host).get(`/account/reset?token=${'y'.repeat(43)}`);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link has expired or has already been used. Please ask for a new one.');
    expect(page.body).toContain('Send reset link');
  });
});

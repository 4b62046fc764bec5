import { eachDialect } from '@tessera/db/testing';
import { findSiteUserByEmail, replaceLanguages } from '@tessera/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn as ownerSignIn, type SeededSite } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';
import { ERROR_CATALOGUE } from '../errors.js';
import { ACCOUNT_API, LOCALE_API, PASSWORD_API, RESET_REQUEST_API, SESSION_API } from './routes.js';
import { RESET_REQUESTED_MESSAGE, SIGN_UP_MESSAGE } from './service.js';
import { PASSWORD_MESSAGES } from './password-rules.js';
import {
  deliveredMail,
  GOOD_PASSWORD,
  linkFromMail,
  signInAs,
  signUpAs,
  verifiedUser,
} from './testing/account.js';

let n = 0;
const address = () => `shopper${++n}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const ip = () => `10.9.${Math.floor(++n / 250)}.${n % 250}`;

eachDialect('site-user accounts and sessions', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());
  const db = () => getDb().db;
  const websiteId = () => site.website.id;

  describe('sign up', () => {
    it('creates an unverified account and mails a single-use link that verifies it', async () => {
      const v = visitor(app, site.host);
      const email = address();
      const response = await signUpAs(v, email.toUpperCase(), 'Grace Hopper');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: SIGN_UP_MESSAGE });
      const user = await findSiteUserByEmail(db(), websiteId(), email);
      expect(user).toMatchObject({ email, name: 'Grace Hopper', verified_at: null });
      expect(user?.password_hash).toMatch(/^\$argon2id\$/);

      const link = await linkFromMail(db(), websiteId(), email, '/account/verify?token=');
      const verified = await v.get(`${link.pathname}${link.search}`);
      expect(verified.statusCode).toBe(303);
      expect(verified.headers.location).toBe('/account/login?verified=1');
      expect((await findSiteUserByEmail(db(), websiteId(), email))?.verified_at).not.toBeNull();
      const again = await v.get(`${link.pathname}${link.search}`);
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain(ERROR_CATALOGUE['site-user-link-invalid'].message);
    });

    it('refuses a verification link after 48 hours', async () => {
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      const link = await linkFromMail(db(), websiteId(), email, '/account/verify?token=');
      getDb().clock.advance(48 * 3_600_000 + 1000);
      const late = await v.get(`${link.pathname}${link.search}`);
      expect(late.statusCode).toBe(400);
      expect((await findSiteUserByEmail(db(), websiteId(), email))?.verified_at).toBeNull();
    });

    it('answers a taken address exactly as a new one, and mails its owner instead of making a second account', async () => {
      const email = address();
      await signUpAs(visitor(app, site.host), email, 'First');
      const second = await signUpAs(visitor(app, site.host), email, 'Second', 'another quiet harbour lamp');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ message: SIGN_UP_MESSAGE });
      expect((await findSiteUserByEmail(db(), websiteId(), email))?.name).toBe('First');
      const mails = (await deliveredMail(db(), websiteId())).filter((m) => m.to_address === email);
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [`Confirm your email for ${site.website.title}`, `Your account at ${site.website.title}`].sort(),
      );
    });

    it('refuses weak, short and malformed input with the rule that was broken', async () => {
      const v = visitor(app, site.host);
      const weak = await signUpAs(v, address(), 'Ada', 'password123');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        code: 'validation-failed',
        errors: { password: PASSWORD_MESSAGES.tooWeak },
      });
      const short = await signUpAs(v, address(), 'Ada', 'k7#Lq');
      expect(short.json()).toMatchObject({ errors: { password: PASSWORD_MESSAGES.tooShort } });
      const badEmail = await signUpAs(v, 'not-an-address', 'Ada');
      expect(badEmail.statusCode).toBe(400);
      const noName = await signUpAs(v, address(), '   ');
      expect(noName.statusCode).toBe(400);
    });

    it('refuses a call without the visitor crumb (a cross-site post)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: ACCOUNT_API,
        headers: { host: site.host },
        payload: { email: address(), password: GOOD_PASSWORD, name: 'Eve' },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('sign in and out', () => {
    it('signs in with the spec payload, sets both cookies and answers the XSRF token', async () => {
      const v = visitor(app, site.host);
      const email = address();
      await verifiedUser(app, db(), websiteId(), v, email);
      const response = await signInAs(v, email, GOOD_PASSWORD, false);
      expect(response.statusCode).toBe(200);
      const { xsrfToken } = response.json() as { xsrfToken: string };
      expect(xsrfToken).toMatch(/^[\w-]{32}$/);
      const session = response.cookies.find((c) => c.name === 'ts_site_user');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.expires).toBeUndefined();
      const info = response.cookies.find((c) => c.name === 'SiteUserInfo');
      expect(info?.httpOnly).toBeUndefined();
      const user = await findSiteUserByEmail(db(), websiteId(), email);
      expect(JSON.parse(decodeURIComponent(info?.value ?? ''))).toEqual({
        authenticated: true,
        siteUserId: user?.id,
      });
      const account = await v.get(ACCOUNT_API);
      expect(account.statusCode).toBe(200);
      expect(account.json()).toMatchObject({ siteUserId: user?.id, email, verified: true, orders: [] });
    });

    it("keeps 'remember me' sessions in a 30-day cookie", async () => {
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      const response = await signInAs(v, email, GOOD_PASSWORD, true);
      const session = response.cookies.find((c) => c.name === 'ts_site_user');
      const days = ((session?.expires as Date).getTime() - getDb().clock.now()) / 86_400_000;
      expect(Math.round(days)).toBe(30);
    });

    it('rotates the session at sign-in: the session id held before no longer works', async () => {
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      await signInAs(v, email);
      const before = v.cookies.get('ts_site_user');
      await signInAs(v, email);
      expect(v.cookies.get('ts_site_user')).not.toBe(before);
      const stale = await app.inject({
        method: 'GET',
        url: ACCOUNT_API,
        headers: { host: site.host, cookie: `ts_site_user=${before}` },
      });
      expect(stale.statusCode).toBe(401);
    });

    it('answers a wrong password and an unknown address the same way', async () => {
      const email = address();
      await signUpAs(visitor(app, site.host), email);
      const wrong = await signInAs(visitor(app, site.host), email, 'not the password at all');
      const unknown = await signInAs(visitor(app, site.host), address(), GOOD_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().error).toBe('Invalid email or password.');
      expect(unknown.json().error).toBe(wrong.json().error);
    });

    it('signs out only with the XSRF token, and ends the session', async () => {
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      const { xsrfToken } = (await signInAs(v, email)).json() as { xsrfToken: string };
      expect((await v.json('DELETE', SESSION_API)).statusCode).toBe(403);
      const wrong = await v.json('DELETE', SESSION_API, undefined, {
        headers: { 'x-siteuser-xsrf-token': 'x'.repeat(32) },
      });
      expect(wrong.json()).toMatchObject({ code: 'site-user-xsrf-invalid' });
      const out = await v.json('DELETE', `${SESSION_API}?cloneCart=false`, undefined, {
        headers: { 'x-siteuser-xsrf-token': xsrfToken },
      });
      expect(out.statusCode).toBe(204);
      expect(v.cookies.has('ts_site_user')).toBe(false);
      expect(v.cookies.has('SiteUserInfo')).toBe(false);
      expect((await v.get(ACCOUNT_API)).statusCode).toBe(401);
    });

    it('keeps owner and site-user sessions apart', async () => {
      const owner = await ownerSignIn(app, site);
      const asOwner = await app.inject({ method: 'GET', url: ACCOUNT_API, headers: owner.headers });
      expect(asOwner.statusCode).toBe(401);
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      await signInAs(v, email);
      const asShopper = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { host: site.host, cookie: `tessera_session=${v.cookies.get('ts_site_user')}` },
      });
      expect(asShopper.statusCode).toBe(401);
    });

    it("never lets one website's account or session into another website", async () => {
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      await signInAs(v, email);
      expect((await signInAs(visitor(app, other.host), email)).statusCode).toBe(401);
      const crossed = await app.inject({
        method: 'GET',
        url: ACCOUNT_API,
        headers: { host: other.host, cookie: `ts_site_user=${v.cookies.get('ts_site_user')}` },
      });
      expect(crossed.statusCode).toBe(401);
    });
  });

  describe('lockout', () => {
    it('refuses an account after 5 failures in 15 minutes, even with the right password, then lets it in again', async () => {
      const email = address();
      await signUpAs(visitor(app, site.host), email);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await signInAs(visitor(app, site.host), email, 'wrong guess number', false, ip())).statusCode,
        ).toBe(401);
      }
      const locked = await signInAs(visitor(app, site.host), email, GOOD_PASSWORD, false, ip());
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
      getDb().clock.advance(15 * 60_000 + 1000);
      expect((await signInAs(visitor(app, site.host), email, GOOD_PASSWORD, false, ip())).statusCode).toBe(
        200,
      );
    });

    it('locks an address with no account the same way (no hint that it does not exist)', async () => {
      const email = address();
      for (let i = 0; i < 5; i += 1) await signInAs(visitor(app, site.host), email, 'guess', false, ip());
      const locked = await signInAs(visitor(app, site.host), email, GOOD_PASSWORD, false, ip());
      expect(locked.statusCode).toBe(429);
    });

    it('refuses a network address after 20 failures across accounts', async () => {
      const from = ip();
      for (let i = 0; i < 20; i += 1)
        await signInAs(visitor(app, site.host), address(), 'guess', false, from);
      const email = address();
      await signUpAs(visitor(app, site.host), email);
      expect((await signInAs(visitor(app, site.host), email, GOOD_PASSWORD, false, from)).statusCode).toBe(
        429,
      );
      expect((await signInAs(visitor(app, site.host), email, GOOD_PASSWORD, false, ip())).statusCode).toBe(
        200,
      );
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string) =>
      visitor(app, site.host).json('POST', RESET_REQUEST_API, { email }, { remoteAddress: ip() });
    const reset = (token: string, password: string) =>
      visitor(app, site.host).json('POST', PASSWORD_API, { token, password }, { remoteAddress: ip() });

    it('mails a single-use link that sets the password and ends every other session', async () => {
      const email = address();
      const phone = visitor(app, site.host);
      await signUpAs(phone, email);
      await signInAs(phone, email);
      expect((await phone.get(ACCOUNT_API)).statusCode).toBe(200);

      const asked = await requestReset(email);
      expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
      const token =
        (await linkFromMail(db(), websiteId(), email, '/account/reset?token=')).searchParams.get('token') ??
        '';
      const weak = await reset(token, 'password123');
      expect(weak.json()).toMatchObject({ errors: { password: PASSWORD_MESSAGES.tooWeak } });
      const done = await reset(token, 'another quiet harbour lamp');
      expect(done.statusCode).toBe(204);
      expect((await phone.get(ACCOUNT_API)).statusCode).toBe(401);
      expect((await signInAs(visitor(app, site.host), email)).statusCode).toBe(401);
      expect((await signInAs(visitor(app, site.host), email, 'another quiet harbour lamp')).statusCode).toBe(
        200,
      );
      const reused = await reset(token, 'yet another quiet harbour');
      expect(reused.json()).toMatchObject({ code: 'site-user-link-invalid' });
    });

    it('answers an unknown address the same way and mails nothing', async () => {
      const email = address();
      const asked = await requestReset(email);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
      expect((await deliveredMail(db(), websiteId())).filter((m) => m.to_address === email)).toEqual([]);
    });

    it('refuses a reset link after one hour, and a made-up one', async () => {
      const email = address();
      await signUpAs(visitor(app, site.host), email);
      await requestReset(email);
      const token =
        (await linkFromMail(db(), websiteId(), email, '/account/reset?token=')).searchParams.get('token') ??
        '';
      getDb().clock.advance(3_600_000 + 1000);
      expect((await reset(token, 'another quiet harbour lamp')).statusCode).toBe(400);
      expect((await reset('x'.repeat(43), 'another quiet harbour lamp')).statusCode).toBe(400);
      expect((await signInAs(visitor(app, site.host), email)).statusCode).toBe(200);
    });
  });

  describe('locale', () => {
    it("stores the site's language for the signed-in user, with the XSRF token only", async () => {
      const v = visitor(app, site.host);
      const email = address();
      await signUpAs(v, email);
      const { xsrfToken } = (await signInAs(v, email)).json() as { xsrfToken: string };
      const headers = { 'x-siteuser-xsrf-token': xsrfToken };
      expect((await v.json('POST', LOCALE_API, { language: site.website.locale })).statusCode).toBe(403);
      const set = await v.json('POST', LOCALE_API, { language: site.website.locale }, { headers });
      expect(set.statusCode).toBe(204);
      expect((await findSiteUserByEmail(db(), websiteId(), email))?.locale).toBe(site.website.locale);
      const unknown = await v.json('POST', LOCALE_API, { language: 'tlh' }, { headers });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('This language is not offered on this site.');
      expect((await visitor(app, site.host).json('POST', LOCALE_API, { language: 'en' })).statusCode).toBe(
        401,
      );
    });

    it("keeps the switcher's choice on the account, and brings it back at the next sign-in", async () => {
      const multilingual = await seedSite(db());
      await replaceLanguages(db(), multilingual.website.id, [
        { code: 'en-US', customCode: null, isDefault: true },
        { code: 'fr-FR', customCode: null },
        { code: 'de-DE', customCode: 'deutsch' },
      ]);
      const v = visitor(app, multilingual.host);
      const email = address();
      await signUpAs(v, email);
      await signInAs(v, email);
      const choose = (language: string, fetchSite: string) =>
        v.get(`/api/site-language?language=${language}&next=%2F`, {
          headers: { 'sec-fetch-site': fetchSite },
        });
      const stored = async () => (await findSiteUserByEmail(db(), multilingual.website.id, email))?.locale;
      // A click that did not come from the site's own page changes the cookie, not the account.
      expect((await choose('fr-FR', 'cross-site')).statusCode).toBe(303);
      expect(await stored()).toBeNull();
      expect((await choose('fr-FR', 'same-origin')).statusCode).toBe(303);
      expect(await stored()).toBe('fr-FR');
      // A language with the owner's custom code is switched by its address only.
      expect((await choose('de-DE', 'same-origin')).statusCode).toBe(303);
      expect(v.cookies.get('ts_language')).toBe('de-DE');
      expect(await stored()).toBe('fr-FR');
      // Another browser: signing in remembers French there too.
      const elsewhere = visitor(app, multilingual.host);
      expect((await signInAs(elsewhere, email)).statusCode).toBe(200);
      expect(elsewhere.cookies.get('ts_language')).toBe('fr-FR');
      const home = await elsewhere.get('/');
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/fr-fr');
    });
  });
});

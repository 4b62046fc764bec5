import { addContributor, createAccount } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/index.js';
import { SITE_UNLOCK_COOKIE } from './lock-screen.js';
import { seedRenderSite, type RenderSite } from './testing/seed-render-site.js';
import { WRONG_PASSWORD_MESSAGE } from './unlock.js';
import {
  buildTestApp,
  PASSWORD,
  seedSite,
  signIn,
  type SeededSite,
  type SignedIn,
} from '../testing/harness.js';

const SITE_PASSWORD = 'lanterns at dusk';

eachDialect('site-wide lock screen', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  let auth: SignedIn;
  let ids: RenderSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
    ids = await seedRenderSite(getDb().db, site.website.id);
    await seedRenderSite(getDb().db, other.website.id);
    auth = await signIn(app, site);
  });
  afterAll(async () => app.close());

  const visit = (url: string, cookie = '', host = site.host) =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...(cookie && { cookie }) } });
  const lock = (password: string, headers = auth.headers) =>
    app.inject({ method: 'PUT', url: '/api/admin/website/lock', headers, payload: { password } });
  const crumbOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'crumb')?.value ?? '';
  const unlock = (crumb: string, password: string, next = '/shop') =>
    app.inject({
      method: 'POST',
      url: '/api/page-unlock',
      headers: {
        host: site.host,
        accept: 'text/html',
        cookie: `crumb=${crumb}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ crumb, password, next }).toString(),
    });
  async function unlockCookie(): Promise<string> {
    const crumb = crumbOf(await visit('/'));
    const right = await unlock(crumb, SITE_PASSWORD);
    expect(right.statusCode).toBe(303);
    const cookie = right.cookies.find((c) => c.name === SITE_UNLOCK_COOKIE);
    return `${SITE_UNLOCK_COOKIE}=${cookie?.value}`;
  }

  it('is off on a new site, and refuses a short password with the field message', async () => {
    const read = await app.inject({ url: '/api/admin/website/lock', headers: auth.headers });
    expect(read.json()).toEqual({ locked: false });
    const short = await lock('abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errors: { password: 'Must be at least 4 characters' } });
    expect((await visit('/')).statusCode).toBe(200);
  });

  it('needs the site-settings permission and the CSRF token', async () => {
    const editorEmail = `editor-${site.website.id}@example.com`;
    const account = await createAccount(getDb().db, {
      email: editorEmail,
      passwordHash: await hashPassword(PASSWORD),
      displayName: 'Editor',
    });
    await addContributor(getDb().db, site.website.id, account.id, 4);
    const editor = await signIn(app, site, editorEmail);
    expect((await lock(SITE_PASSWORD, editor.headers)).statusCode).toBe(403);
    const { 'x-csrf-token': _csrf, ...noCsrf } = auth.headers;
    expect((await lock(SITE_PASSWORD, noCsrf)).statusCode).toBe(403);
    expect((await visit('/')).statusCode).toBe(200);
  });

  describe('once locked', () => {
    beforeAll(async () => {
      const put = await lock(SITE_PASSWORD);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toMatchObject({ locked: true });
    });

    it('shows visitors the lock screen on every path, and nothing of the site behind it', async () => {
      for (const path of [
        '/',
        '/shop',
        '/shop/p/blue-mug',
        '/journal/hello-world',
        '/search?q=mug',
        '/cart',
        '/nowhere',
      ]) {
        const res = await visit(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('no-store');
        expect(res.body, path).toContain('This site is password protected. Enter the password to continue.');
        expect(res.body, path).not.toContain('Welcome to the studio');
        expect(res.body, path).not.toContain('href="/shop"');
        expect(res.body, path).not.toContain('name="collectionId"');
      }
      const json = (await visit('/shop?format=json')).json() as Record<string, unknown>;
      expect(json['pageType']).toBe(103);
      expect(json['navigation']).toEqual({});
      expect(json['items']).toBeUndefined();
      expect(JSON.stringify(json)).not.toContain('password_hash');
    });

    it('answers the studio whether it is locked, never the password', async () => {
      const read = await app.inject({ url: '/api/admin/website/lock', headers: auth.headers });
      expect(read.body).toBe('{"locked":true}');
    });

    it('lets the signed-in owner and the studio preview through', async () => {
      const owner = await visit('/', auth.cookie);
      expect(owner.body).toContain('Welcome to the studio');
      expect(owner.headers['cache-control']).toBe('private, no-cache');
      const preview = await app.inject({
        url: `/api/admin/pages/${ids.homeId}/preview`,
        headers: { host: site.host, cookie: auth.cookie },
      });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('Welcome to the studio');
    });

    it('repeats the lock screen after a wrong password and opens the site after the right one', async () => {
      const crumb = crumbOf(await visit('/shop'));
      const wrong = await unlock(crumb, 'not it');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain(WRONG_PASSWORD_MESSAGE);
      expect(wrong.body).toContain('value="/shop"');
      expect(wrong.cookies.find((c) => c.name === SITE_UNLOCK_COOKIE)).toBeUndefined();
      const right = await unlock(crumb, SITE_PASSWORD);
      expect(right.headers.location).toBe('/shop');
      expect(right.cookies.find((c) => c.name === SITE_UNLOCK_COOKIE)).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      const cookie = await unlockCookie();
      const open = await visit('/shop', cookie);
      expect(open.statusCode).toBe(200);
      expect(open.body).toContain('Blue Mug');
      expect(open.headers['cache-control']).toBe('private, no-cache');
      // The page-level lock still stands behind the site's.
      expect((await visit('/private-notes', cookie)).body).toContain('This page is password protected.');
    });

    it('keeps one site’s lock and cookie to that site', async () => {
      const cookie = await unlockCookie();
      const elsewhere = await visit('/', '', other.host);
      expect(elsewhere.body).toContain('Welcome to the studio');
      const forged = await visit('/', `${SITE_UNLOCK_COOKIE}=9999999999999.${'A'.repeat(43)}`);
      expect(forged.body).toContain('This site is password protected.');
      // The other site, locked with the same password, does not take this site's cookie.
      const otherAuth = await signIn(app, other);
      expect((await lock(SITE_PASSWORD, otherAuth.headers)).statusCode).toBe(200);
      expect((await visit('/', cookie, other.host)).body).toContain('This site is password protected.');
    });

    it('keeps visitors in on a retried save of the same password, and closes the site to them on a new one', async () => {
      const cookie = await unlockCookie();
      expect((await lock(SITE_PASSWORD)).statusCode).toBe(200);
      expect((await visit('/', cookie)).body).toContain('Welcome to the studio');
      expect((await lock('a brand new password')).statusCode).toBe(200);
      expect((await visit('/', cookie)).body).toContain('This site is password protected.');
      expect((await lock(SITE_PASSWORD)).statusCode).toBe(200);
    });
  });

  it('opens the site again when the password is removed (twice is harmless)', async () => {
    for (let i = 0; i < 2; i++) {
      const removed = await app.inject({
        method: 'DELETE',
        url: '/api/admin/website/lock',
        headers: auth.headers,
      });
      expect(removed.json()).toMatchObject({ locked: false });
    }
    expect((await visit('/')).body).toContain('Welcome to the studio');
    const crumb = crumbOf(await visit('/'));
    expect((await unlock(crumb, 'anything')).headers.location).toBe('/shop');
  });

  it('slows down guessing: 429 with Retry-After', async () => {
    const otherAuth = await signIn(app, other);
    expect((await lock(SITE_PASSWORD, otherAuth.headers)).statusCode).toBe(200);
    const crumb = crumbOf(await visit('/', '', other.host));
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 12; i++) {
      last = await app.inject({
        method: 'POST',
        url: '/api/page-unlock',
        headers: {
          host: other.host,
          cookie: `crumb=${crumb}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ crumb, password: `guess ${i}` }).toString(),
      });
      if (last.statusCode === 429) break;
    }
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

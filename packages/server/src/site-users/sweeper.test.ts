import { countSignInFailures, findSiteUserByEmail, findSiteUserSession, type Executor } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../digest.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { visitor } from '../testing/visitor.js';
import { sweepSiteUsers } from './sweeper.js';
import { CHANGE_EMAIL_API } from './routes.js';
import { GOOD_PASSWORD, linkFromMail, signInAs, signUpAs } from './testing/account.js';

eachDialect('site-user sweeper', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());
  const db = (): Executor => getDb().db;

  it('deletes idle browser sessions and old failures, and keeps remembered sessions', async () => {
    const email = `sweep-${Date.now()}@example.com`;
    const browser = visitor(app, site.host);
    await signUpAs(browser, email);
    await signInAs(browser, email, undefined, false);
    const remembered = visitor(app, site.host);
    await signInAs(remembered, email, undefined, true);
    await signInAs(visitor(app, site.host), email, 'wrong password here', false, '10.200.0.1');
    const hash = (v: typeof browser) => sha256(v.cookies.get('ts_site_user') ?? '');
    const websiteId = site.website.id;
    const failures = () => countSignInFailures(db(), websiteId, 'ip:10.200.0.1', 0);

    const link = await linkFromMail(db(), websiteId, email, '/account/verify?token=');
    expect(await sweepSiteUsers(db(), getDb().clock.now())).toBe(0);
    expect(await failures()).toBe(1);
    getDb().clock.advance(13 * 3_600_000);
    expect(await sweepSiteUsers(db(), getDb().clock.now())).toBeGreaterThanOrEqual(2);
    expect(await findSiteUserSession(db(), websiteId, hash(browser))).toBeUndefined();
    expect(await findSiteUserSession(db(), websiteId, hash(remembered))).toBeDefined();
    expect(await failures()).toBe(0);
    // The verification link (48 h) survives the sweep: it still confirms the address.
    const confirmed = await browser.get(`${link.pathname}${link.search}`);
    expect(confirmed.statusCode).toBe(303);
    expect((await findSiteUserByEmail(db(), websiteId, email))?.verified_at).not.toBeNull();
  });

  it('deletes e-mail changes whose link has expired', async () => {
    const email = `sweep-change-${Date.now()}@example.com`;
    const v = visitor(app, site.host);
    await signUpAs(v, email);
    const { xsrfToken } = (await signInAs(v, email, undefined, true)).json() as { xsrfToken: string };
    const asked = await v.json(
      'POST',
      CHANGE_EMAIL_API,
      { currentPassword: GOOD_PASSWORD, newEmail: `moved-${email}` },
      { headers: { 'x-siteuser-xsrf-token': xsrfToken } },
    );
    expect(asked.statusCode).toBe(200);
    const pending = async () =>
      Number(
        (
          await db()
            .selectFrom('site_user_email_changes')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('website_id', '=', site.website.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await pending()).toBe(1);
    getDb().clock.advance(47 * 3_600_000);
    await sweepSiteUsers(db(), getDb().clock.now());
    expect(await pending()).toBe(1);
    getDb().clock.advance(2 * 3_600_000);
    await sweepSiteUsers(db(), getDb().clock.now());
    expect(await pending()).toBe(0);
  });
});

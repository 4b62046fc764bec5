import { eachDialect } from '@tessera/db/testing';
import { afterEach, expect, it } from 'vitest';
import { visitor } from '../testing/visitor.js';
import { GOOD_PASSWORD, linkFromMail } from '../site-users/testing/account.js';
import { memberSite, type MemberSite } from './testing/member-site.js';

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const hrefOf = (body: string, text: string) =>
  new RegExp(`<a href="([^"]+)">${text}</a>`).exec(body)?.[1]?.replace(/&amp;/g, '&') ?? '';

eachDialect('member areas: signing up from a join page', (getDb) => {
  let site: MemberSite | undefined;
  afterEach(async () => site?.app.close());

  it('returns the new member to the join page once the e-mail is verified', async () => {
    site = await memberSite(getDb());
    const areaId = await site.area({ name: 'Friends', pricing: 'free', collectionIds: [site.vaultId] });
    const joinPage = `/members/join/${areaId}`;
    const v = visitor(site.app, site.host);

    const join = await v.get(joinPage);
    const signUpLink = hrefOf(join.body, 'Create an account');
    expect(signUpLink).toBe(`/account/signup?next=${encodeURIComponent(joinPage)}`);
    const signUpPage = await v.get(signUpLink);
    expect(signUpPage.body).toContain(`name="next" value="${joinPage}"`);
    expect(hrefOf(signUpPage.body, 'Sign in')).toBe(`/account/login?next=${encodeURIComponent(joinPage)}`);

    const email = 'joiner@example.com';
    const created = await v.form(
      '/api/site-users/account',
      { name: 'Joan', email, password: GOOD_PASSWORD, next: joinPage },
      sameOrigin,
    );
    expect(created.headers.location).toBe(`/account/signup?sent=1&next=${encodeURIComponent(joinPage)}`);
    const link = await linkFromMail(getDb().db, site.websiteId, email, '/account/verify?token=');
    expect(link.searchParams.get('next')).toBe(joinPage);

    const verified = await v.get(`${link.pathname}${link.search}`);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe(`/account/login?verified=1&next=${encodeURIComponent(joinPage)}`);
    const login = await v.get(verified.headers.location as string);
    expect(login.body).toContain('Your email address is confirmed.');
    expect(login.body).toContain(`name="next" value="${joinPage}"`);

    const signedIn = await v.form(
      '/api/site-users/account/session',
      { email, password: GOOD_PASSWORD, next: joinPage },
      sameOrigin,
    );
    expect(signedIn.headers.location).toBe(joinPage);
    expect((await v.get(joinPage)).body).toContain('<button type="submit">Join for free</button>');
  });

  it('drops a next that leaves the site, from the form, the e-mail and the verification', async () => {
    site = await memberSite(getDb());
    const v = visitor(site.app, site.host);
    for (const bad of ['//evil.example/join', '/\\evil.example', 'https://evil.example/']) {
      const page = await v.get(`/account/signup?next=${encodeURIComponent(bad)}`);
      expect(page.body).not.toContain('name="next"');
      expect(page.body).not.toContain('evil.example');
    }
    const email = 'stray@example.com';
    const created = await v.form(
      '/api/site-users/account',
      { name: 'Stray', email, password: GOOD_PASSWORD, next: '//evil.example/join' },
      sameOrigin,
    );
    expect(created.headers.location).toBe('/account/signup?sent=1');
    const link = await linkFromMail(getDb().db, site.websiteId, email, '/account/verify?token=');
    expect(link.searchParams.has('next')).toBe(false);
    const forged = `${link.pathname}?token=${link.searchParams.get('token') ?? ''}&next=${encodeURIComponent('//evil.example')}`;
    const verified = await v.get(forged);
    expect(verified.headers.location).toBe('/account/login?verified=1');
  });
});

import { findWebsiteBySlug, listOutboxMail } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobHandlers } from '../job-handlers.js';
import { drain, testWorker } from '../testing/jobs.js';
import {
  buildTestApp,
  BASE_HOST,
  seedSite,
  signIn,
  testConfig,
  type SeededSite,
  type SignedIn,
} from '../testing/harness.js';
import { HANDOFF_LIFETIME_MS } from './handoff.js';

eachDialect('sites API (more sites in one install)', (getDb) => {
  let app: FastifyInstance;
  let first: SeededSite;
  let firstAuth: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    first = await seedSite(getDb().db);
    firstAuth = await signIn(app, first);
  });
  afterAll(async () => app.close());

  const create = (auth: SignedIn, payload: object) =>
    app.inject({ method: 'POST', url: '/api/admin/sites', headers: auth.headers, payload });

  it('lets the first owner create a website that answers at its own host with its own home page', async () => {
    const slug = `second-${first.website.id.slice(0, 6)}`;
    const payload = { slug, title: 'Second Shop', hosts: [`${slug}.example`], ownerEmail: 'new@example.com' };
    const response = await create(firstAuth, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      site: { slug, title: 'Second Shop', url: `http://${slug}.example`, roleName: 'admin' },
      invitedEmail: 'new@example.com',
    });
    // Retrying answers the same website (no second one, no error).
    const again = await create(firstAuth, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json().site.id).toBe(response.json().site.id);

    const home = await app.inject({ url: '/?format=json', headers: { host: `${slug}.example` } });
    expect(home.json().website).toMatchObject({ id: response.json().site.id, siteTitle: 'Second Shop' });
    expect(
      (await app.inject({ url: '/?format=json', headers: { host: `${slug}.${BASE_HOST}` } })).json().website
        .id,
    ).toBe(response.json().site.id);

    // The first owner is invited as an administrator through the contributors' mail, and accepting
    // on the new site's host signs them in there.
    await drain(testWorker(getDb().db, createJobHandlers({ config: testConfig(), mailer: undefined })));
    const website = await findWebsiteBySlug(getDb().db, slug);
    const mails = await listOutboxMail(getDb().db, website?.id ?? '');
    expect(mails.map((m) => m.to_address)).toEqual(['new@example.com']);
    expect(mails[0]?.text_body).toContain('as Administrator');
    const token = /\/config\/invitation\?token=([\w-]+)/.exec(mails[0]?.text_body ?? '')?.[1] ?? '';
    expect(mails[0]?.text_body).toContain(`http://${slug}.example/config/invitation?token=${token}`);
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/auth/invitations/${token}/accept`,
      headers: { host: `${slug}.example` },
      payload: { displayName: 'New Owner', password: 'a long enough secret' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ roleName: 'admin', website: { id: website?.id } });
  });

  it('lists the sites the owner may edit, and refuses a taken slug or host', async () => {
    const list = await app.inject({ url: '/api/admin/sites', headers: firstAuth.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { sites: { id: string; current: boolean }[]; canCreate: boolean };
    expect(body.canCreate).toBe(true);
    expect(body.sites.length).toBeGreaterThanOrEqual(2);
    expect(body.sites.filter((s) => s.current).map((s) => s.id)).toEqual([first.website.id]);

    const other = await seedSite(getDb().db);
    const slugTaken = await create(firstAuth, { slug: other.website.slug, ownerEmail: 'x@example.com' });
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json()).toMatchObject({ code: 'site-slug-taken' });
    const hostTaken = await create(firstAuth, {
      slug: `third-${first.website.id.slice(0, 6)}`,
      hosts: [`second-${first.website.id.slice(0, 6)}.example`],
      ownerEmail: 'x@example.com',
    });
    expect(hostTaken.statusCode).toBe(409);
    expect(hostTaken.json()).toMatchObject({
      code: 'domain-taken',
      errors: { 'hosts.0': expect.any(String) },
    });
    const bad = await create(firstAuth, { slug: 'Not A Slug!', ownerEmail: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['slug', 'ownerEmail']));
  });

  it('refuses to create websites for an owner who is not an install administrator', async () => {
    const later = await seedSite(getDb().db);
    const auth = await signIn(app, later);
    const refused = await create(auth, {
      slug: `later-${later.website.id.slice(0, 6)}`,
      ownerEmail: 'a@example.com',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'not-install-admin' });
    const list = await app.inject({ url: '/api/admin/sites', headers: auth.headers });
    expect(list.json()).toMatchObject({ canCreate: false, sites: [{ id: later.website.id, current: true }] });
  });

  it('lets whoever INSTALL_ADMINS names create websites, and nobody else', async () => {
    const named = await seedSite(getDb().db);
    const configured = await buildTestApp(getDb(), {
      INSTALL_ADMINS: ` ${named.ownerEmail.toUpperCase()} , x@y.z`,
    });
    try {
      const namedAuth = await signIn(configured, named);
      const slug = `named-${named.website.id.slice(0, 6)}`;
      const made = await configured.inject({
        method: 'POST',
        url: '/api/admin/sites',
        headers: namedAuth.headers,
        payload: { slug, ownerEmail: named.ownerEmail },
      });
      expect(made.statusCode).toBe(201);
      // Its own e-mail as the first owner: no invitation, it is an administrator already.
      expect(made.json()).toMatchObject({ invitedEmail: null, site: { url: `http://${slug}.${BASE_HOST}` } });
      const firstHere = await signIn(configured, first);
      const refused = await configured.inject({
        method: 'POST',
        url: '/api/admin/sites',
        headers: firstHere.headers,
        payload: { slug: `${slug}-x`, ownerEmail: 'a@example.com' },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await configured.close();
    }
  });

  it('switches sites with a single-use, short-lived handoff made for one site', async () => {
    const slug = `switch-${first.website.id.slice(0, 6)}`;
    const made = await create(firstAuth, { slug, ownerEmail: first.ownerEmail });
    const target = made.json().site as { id: string; url: string };
    const handoff = async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/sites/${target.id}/handoff`,
        headers: firstAuth.headers,
      });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().url as string);
      expect(url.origin).toBe(`http://${slug}.${BASE_HOST}`);
      expect(url.pathname).toBe('/config/handoff');
      expect(url.search).toBe('');
      return url.hash.slice(1);
    };
    const use = (token: string, host: string) =>
      app.inject({ method: 'POST', url: '/api/auth/handoff', headers: { host }, payload: { token } });

    const token = await handoff();
    // Not on another site's host, and that try does not use it up.
    expect((await use(token, first.host)).statusCode).toBe(410);
    const used = await use(token, `${slug}.${BASE_HOST}`);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ website: { id: target.id }, account: { email: first.ownerEmail } });
    const cookie = used.cookies.find((c) => c.name === 'tessera_session');
    expect(cookie?.httpOnly).toBe(true);
    const session = await app.inject({
      url: '/api/auth/session',
      headers: { host: `${slug}.${BASE_HOST}`, cookie: `tessera_session=${cookie?.value}` },
    });
    expect(session.json()).toMatchObject({ session: { website: { id: target.id } } });
    // Single use.
    expect((await use(token, `${slug}.${BASE_HOST}`)).json()).toMatchObject({ code: 'handoff-invalid' });
    // Short-lived.
    const late = await handoff();
    getDb().clock.advance(HANDOFF_LIFETIME_MS + 1);
    expect((await use(late, `${slug}.${BASE_HOST}`)).statusCode).toBe(410);
  });

  it('makes no handoff to a website the owner does not contribute to', async () => {
    const stranger = await seedSite(getDb().db);
    const response = await app.inject({
      method: 'POST',
      url: `/api/admin/sites/${stranger.website.id}/handoff`,
      headers: firstAuth.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

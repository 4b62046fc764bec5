import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, cookieValue, seedSite, type SeededSite } from '../testing/harness.js';
import { crumbFor, unsignedCrumb } from '../testing/visitor.js';
import { requireCrumb } from './crumb.js';

eachDialect('visitor crumb', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let sibling: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    app.post('/api/test/crumb-protected', { preHandler: requireCrumb }, async () => ({ ok: true }));
    site = await seedSite(getDb().db);
    sibling = await seedSite(getDb().db);
  });
  afterAll(async () => app.close());

  const post = (headers: Record<string, string>, payload?: unknown, host = site.host) =>
    app.inject({
      method: 'POST',
      url: '/api/test/crumb-protected',
      headers: { host, ...headers },
      payload: payload as string,
    });

  const issuedOn = async (host: string, cookie?: string) => {
    const page = await app.inject({ url: '/config', headers: { host, ...(cookie && { cookie }) } });
    return page.cookies.find((c) => c.name === 'crumb');
  };

  it('sets a readable, SameSite=Lax, signed crumb cookie on page responses only', async () => {
    const crumb = await issuedOn(site.host);
    expect(crumb).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(crumb?.httpOnly).toBeFalsy();
    expect(crumb?.value).toMatch(/^[A-Za-z0-9_-]{56}$/);
    const again = await app.inject({
      url: '/config',
      headers: { host: site.host, cookie: `crumb=${crumb?.value}` },
    });
    expect(cookieValue(again, 'crumb')).toBeUndefined();
    const api = await app.inject({ url: '/healthz' });
    expect(cookieValue(api, 'crumb')).toBeUndefined();
    const echoed = await post({ cookie: `crumb=${crumb?.value}`, 'x-csrf-token': crumb?.value ?? '' }, {});
    expect(echoed.statusCode).toBe(200);
  });

  it('replaces an old unsigned crumb cookie on the next page load', async () => {
    const old = unsignedCrumb().slice(0, 24);
    const fresh = await issuedOn(site.host, `crumb=${old}`);
    expect(fresh?.value).toMatch(/^[A-Za-z0-9_-]{56}$/);
    expect(fresh?.value).not.toBe(old);
    const before = await post({ cookie: `crumb=${old}`, 'x-csrf-token': old }, {});
    expect(before.json()).toMatchObject({ code: 'crumb-missing' });
    const after = await post({ cookie: `crumb=${fresh?.value}`, 'x-csrf-token': fresh?.value ?? '' }, {});
    expect(after.statusCode).toBe(200);
  });

  it("refuses a sibling site's crumb like a missing one, and issues this site's own instead", async () => {
    const theirs = crumbFor(sibling.host);
    const tossed = await post({ cookie: `crumb=${theirs}`, 'x-csrf-token': theirs }, {});
    expect(tossed.statusCode).toBe(403);
    expect(tossed.json()).toMatchObject({
      code: 'crumb-missing',
      error: 'Please enable cookies in your browser, reload the page, and try again.',
    });
    const ours = await issuedOn(site.host, `crumb=${theirs}`);
    expect(ours?.value).not.toBe(theirs);
    const onTheirs = await post(
      { cookie: `crumb=${ours?.value}`, 'x-csrf-token': ours?.value ?? '' },
      {},
      sibling.host,
    );
    expect(onTheirs.json()).toMatchObject({ code: 'crumb-missing' });
  });

  it('refuses a crumb the server never signed, however well-formed', async () => {
    const invented = unsignedCrumb();
    const response = await post({ cookie: `crumb=${invented}`, 'x-csrf-token': invented }, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'crumb-missing' });
    const signed = crumbFor(site.host);
    const tampered = `${signed.slice(0, 55)}${signed.endsWith('A') ? 'B' : 'A'}`;
    const altered = await post({ cookie: `crumb=${tampered}`, 'x-csrf-token': tampered }, {});
    expect(altered.json()).toMatchObject({ code: 'crumb-missing' });
  });

  it('accepts a JSON post echoing the crumb in X-CSRF-Token', async () => {
    const crumb = crumbFor(site.host);
    const response = await post({ cookie: `crumb=${crumb}`, 'x-csrf-token': crumb }, { a: 1 });
    expect(response.statusCode).toBe(200);
  });

  it('accepts a form post echoing the crumb in a crumb field', async () => {
    const crumb = crumbFor(site.host);
    const response = await post(
      { cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      `crumb=${crumb}&name=x`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('tells "cookies disabled" apart from "stale page"', async () => {
    const noCookie = await post({ 'x-csrf-token': crumbFor(site.host) }, { a: 1 });
    expect(noCookie.statusCode).toBe(403);
    expect(noCookie.json()).toMatchObject({
      code: 'crumb-missing',
      error: 'Please enable cookies in your browser, reload the page, and try again.',
    });
    const crumb = crumbFor(site.host);
    const mismatch = await post({ cookie: `crumb=${crumb}`, 'x-csrf-token': crumbFor(site.host) }, { a: 1 });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json()).toMatchObject({
      code: 'crumb-mismatch',
      error: 'Your session has expired. Please reload the page and try again.',
    });
    const noEcho = await post({ cookie: `crumb=${crumb}` }, { a: 1 });
    expect(noEcho.json()).toMatchObject({ code: 'crumb-mismatch' });
  });
});

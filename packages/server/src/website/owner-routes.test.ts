import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

eachDialect('website settings API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
  });
  afterAll(async () => app.close());

  it('returns the defaults of a new website', async () => {
    const response = await app.inject({ url: '/api/admin/website/settings', headers: auth.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      currency: 'USD',
      timeZone: 'America/New_York',
      cartPill: 'light',
      multipleQuantityAllowedForServices: true,
      buttonLabels: { addToCart: 'Add To Cart', subscribe: 'Subscribe', quickView: 'Quick View' },
    });
  });

  it('saves a partial update and keeps the rest', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { currency: 'JPY', timeZone: 'Europe/Paris', cartPill: 'dark' },
    });
    expect(put.statusCode).toBe(200);
    const read = await app.inject({ url: '/api/admin/website/settings', headers: auth.headers });
    expect(read.json()).toMatchObject({
      currency: 'JPY',
      timeZone: 'Europe/Paris',
      cartPill: 'dark',
      locale: 'en-US',
    });
  });

  it('rejects unknown currencies, time zones and keys per field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { currency: 'XYZ', timeZone: 'Mars/Olympus' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['currency', 'timeZone']),
    );
    const extra = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: { websiteId: 'other' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('saves the description, business information and social accounts, and pages show them', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: {
        description: 'Handmade mugs from a small studio.',
        businessInformation: {
          name: 'Clay Studio',
          email: 'hello@clay.example',
          phone: '+1 555 0100',
          addressLine1: '1 Kiln Road',
          addressLine2: '',
          city: 'Portland',
          region: 'OR',
          postalCode: '97201',
          country: 'US',
        },
        socialAccounts: [{ serviceName: 'Instagram', profileUrl: 'instagram.com/clay' }],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      description: 'Handmade mugs from a small studio.',
      businessInformation: { name: 'Clay Studio', country: 'US' },
      socialAccounts: [{ serviceName: 'Instagram', profileUrl: 'https://instagram.com/clay' }],
    });
    const page = await app.inject({ url: '/?format=json', headers: { host: site.host } });
    const website = (page.json() as { website: Record<string, unknown> }).website;
    expect(website).toMatchObject({
      siteDescription: 'Handmade mugs from a small studio.',
      businessInformation: { city: 'Portland' },
      socialAccounts: [{ serviceName: 'Instagram', profileUrl: 'https://instagram.com/clay' }],
    });
    // A page without a description of its own describes itself with the site's.
    const html = (await app.inject({ url: '/', headers: { host: site.host } })).body;
    expect(html).toContain('<meta name="description" content="Handmade mugs from a small studio.">');
  });

  it('answers field messages in the spec wording for a bad email, link, language or time zone', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/admin/website/settings',
      headers: auth.headers,
      payload: {
        title: '',
        locale: 'not a language!',
        businessInformation: {
          name: '',
          email: 'nope',
          phone: '',
          addressLine1: '',
          addressLine2: '',
          city: '',
          region: '',
          postalCode: '',
          country: '',
        },
        socialAccounts: [{ serviceName: 'Mastodon', profileUrl: 'javascript:alert(1)' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { errors: Record<string, string> }).errors).toMatchObject({
      title: 'Please enter a site title',
      locale: 'Unknown language',
      'businessInformation.email': 'Please enter a valid email',
      'socialAccounts.0.profileUrl': 'Links must be formatted as example.com or https://example.com',
    });
  });

  it('adds domains the site then answers for, once, and refuses another site’s', async () => {
    const host = `shop-${site.website.id.slice(0, 8)}.example`;
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/admin/website/domains',
        headers: auth.headers,
        payload: { host: host.toUpperCase() },
      });
    const first = await add();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ host, primary: true });
    // Retrying the same add answers the same domain.
    expect((await add()).json()).toEqual(first.json());
    const visit = await app.inject({ url: '/?format=json', headers: { host } });
    expect((visit.json() as { website: { id: string } }).website.id).toBe(site.website.id);

    const other = await seedSite(getDb().db);
    const otherAuth = await signIn(app, other);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/admin/website/domains',
      headers: otherAuth.headers,
      payload: { host },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'domain-taken',
      errors: { host: 'This domain is already used by another site.' },
    });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/admin/website/domains',
      headers: auth.headers,
      payload: { host: 'https://shop.example/path' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { host: 'Domains must be formatted as example.com' } });
  });

  it('moves the primary domain, removes domains (twice is fine) but not the one in use', async () => {
    const a = `a-${site.website.id.slice(0, 8)}.example`;
    const b = `b-${site.website.id.slice(0, 8)}.example`;
    for (const host of [a, b]) {
      await app.inject({
        method: 'POST',
        url: '/api/admin/website/domains',
        headers: auth.headers,
        payload: { host },
      });
    }
    const list = await app.inject({ url: '/api/admin/website/domains', headers: auth.headers });
    const domains = (list.json() as { domains: { id: string; host: string; primary: boolean }[] }).domains;
    const domainB = domains.find((d) => d.host === b);
    const primary = await app.inject({
      method: 'PUT',
      url: `/api/admin/website/domains/${domainB?.id}/primary`,
      headers: auth.headers,
    });
    expect(primary.statusCode).toBe(200);
    const after = (primary.json() as { domains: { host: string; primary: boolean }[] }).domains;
    expect(after.filter((d) => d.primary).map((d) => d.host)).toEqual([b]);

    // Signed in through domain b: b cannot be removed from there.
    const inUse = await app.inject({
      method: 'DELETE',
      url: `/api/admin/website/domains/${domainB?.id}`,
      headers: { ...auth.headers, host: b },
    });
    expect(inUse.statusCode).toBe(409);
    for (let i = 0; i < 2; i++) {
      const removed = await app.inject({
        method: 'DELETE',
        url: `/api/admin/website/domains/${domainB?.id}`,
        headers: auth.headers,
      });
      expect(removed.statusCode).toBe(204);
    }
    const left = await app.inject({ url: '/api/admin/website/domains', headers: auth.headers });
    const remaining = (left.json() as { domains: { host: string; primary: boolean }[] }).domains;
    expect(remaining.find((d) => d.host === b)).toBeUndefined();
    expect(remaining.filter((d) => d.primary)).toHaveLength(1);
  });

  it('refuses the domain calls to an editor', async () => {
    const editorSite = await seedSite(getDb().db, 4);
    const editor = await signIn(app, editorSite);
    const response = await app.inject({ url: '/api/admin/website/domains', headers: editor.headers });
    expect(response.statusCode).toBe(403);
  });
});

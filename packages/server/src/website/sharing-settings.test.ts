import { updateWebsite } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

eachDialect('likes and share buttons in the website settings', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
  });
  afterAll(async () => app.close());

  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/admin/website/settings', headers: auth.headers, payload });
  const read = async () =>
    (await app.inject({ url: '/api/admin/website/settings', headers: auth.headers })).json() as Record<
      string,
      unknown
    >;

  it('starts with likes off and no share buttons, and saves both', async () => {
    expect(await read()).toMatchObject({ simpleLikingEnabled: false, shareButtonOptions: [] });
    const saved = await put({ simpleLikingEnabled: true, shareButtonOptions: ['pinterest', 'facebook'] });
    expect(saved.statusCode).toBe(200);
    // Read back in the services' own order.
    expect(await read()).toMatchObject({
      simpleLikingEnabled: true,
      shareButtonOptions: ['facebook', 'pinterest'],
    });
  });

  it('refuses unknown services and repeats, keeping what was stored', async () => {
    const unknown = await put({ shareButtonOptions: ['facebook', 'myspace'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys((unknown.json() as { errors: object }).errors)).toEqual(['shareButtonOptions.1']);
    const twice = await put({ shareButtonOptions: ['reddit', 'reddit'] });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json())).toContain('Each share button may be chosen once');
    expect((await read())['shareButtonOptions']).toEqual(['facebook', 'pinterest']);
  });

  it('reads an imported object of flags as the list of services switched on', async () => {
    const stored = {
      ...site.website.settings,
      shareButtonOptions: { Twitter: true, reddit: 1, tumblr: false },
    };
    await updateWebsite(getDb().db, site.website.id, { settings: stored });
    expect((await read())['shareButtonOptions']).toEqual(['twitter', 'reddit']);
  });
});

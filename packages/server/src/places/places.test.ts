import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { findPlacesSettings } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startGooglePlacesStandIn, type GooglePlacesStandIn } from '../testing/google-places-stand-in.js';
import { seedSite, signIn, testConfig, type SeededSite } from '../testing/harness.js';
import { ownerApi } from '../testing/owner-api.js';
import { visitor } from '../testing/visitor.js';
import { MISSING_TRACKING_CONTEXT, PLACES_PATHS } from './routes.js';

const SETTINGS = '/api/admin/commerce/places-settings';
const TRACKING = 'productPage=checkout&productSection=shipping-address';

eachDialect('places proxy', (getDb) => {
  let app: FastifyInstance;
  let standIn: GooglePlacesStandIn;
  const logged: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    standIn = await startGooglePlacesStandIn();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line));
        done();
      },
    });
    const env = {
      TESSERA_SECRETS_KEY: randomBytes(32).toString('base64'),
      GOOGLE_PLACES_API_BASE: standIn.url,
    };
    app = await buildApp(testConfig(env), { database: getDb(), logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  async function siteWithProvider(): Promise<SeededSite> {
    const site = await seedSite(getDb().db);
    const owner = ownerApi(app, await signIn(app, site));
    const saved = await owner('PUT', SETTINGS, { provider: 'google', apiKey: standIn.apiKey });
    expect(saved.statusCode).toBe(200);
    return site;
  }

  it('answers nothing while no provider is set, without calling one', async () => {
    const site = await seedSite(getDb().db);
    const shopper = visitor(app, site.host);
    const before = standIn.requests.length;
    const found = await shopper.get(`${PLACES_PATHS.autocomplete}?input=1200%20SE`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ suggestions: [] });
    const place = await shopper.get(`${PLACES_PATHS.details}?placeId=ChIJstandinTorontoQueen&${TRACKING}`);
    expect(place.json()).toEqual({ place: null });
    expect(standIn.requests.length).toBe(before);
  });

  it('keeps the key sealed: the owner sees a masked hint, the row holds no plain key', async () => {
    const site = await siteWithProvider();
    const owner = ownerApi(app, await signIn(app, site));
    const shown = await owner('GET', SETTINGS);
    expect(shown.json()).toEqual({
      provider: 'google',
      keyHint: '••••cdef',
      encryptionKeyConfigured: true,
      version: expect.any(Number),
    });
    expect(shown.body).not.toContain(standIn.apiKey);
    const row = await findPlacesSettings(getDb().db, site.website.id);
    expect(row?.sealed_key).not.toContain(standIn.apiKey);
    // A save without a key keeps the stored one.
    expect((await owner('PUT', SETTINGS, { provider: 'google' })).json()).toMatchObject({
      keyHint: '••••cdef',
    });
  });

  it('refuses a first save without a key, and a key of the wrong shape', async () => {
    const site = await seedSite(getDb().db);
    const owner = ownerApi(app, await signIn(app, site));
    const noKey = await owner('PUT', SETTINGS, { provider: 'google' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe('Enter the API key of the address autocomplete provider.');
    expect((await owner('PUT', SETTINGS, { provider: 'google', apiKey: 'short' })).statusCode).toBe(400);
  });

  it('needs commerce.settings to see or change the provider', async () => {
    const editor = await seedSite(getDb().db, 4);
    const asEditor = ownerApi(app, await signIn(app, editor));
    expect((await asEditor('GET', SETTINGS)).statusCode).toBe(403);
    expect((await asEditor('PUT', SETTINGS, { provider: 'google', apiKey: standIn.apiKey })).statusCode).toBe(
      403,
    );
  });

  it('suggests places through the provider, with its key, language and country, and caches the answer', async () => {
    const site = await siteWithProvider();
    const shopper = visitor(app, site.host);
    const url = `${PLACES_PATHS.autocomplete}?input=1200%20S&language=en&country=us&sessionToken=session-0001`;
    const before = standIn.requests.length;
    const found = await shopper.get(url);
    expect(found.statusCode).toBe(200);
    expect(found.json().suggestions).toEqual([
      {
        placeId: 'ChIJstandinPortlandMorrison',
        description: '1200 SE Morrison St, Portland, OR 97214, USA',
        mainText: '1200 SE Morrison St',
        secondaryText: 'Portland, OR, USA',
      },
    ]);
    const sent = standIn.requests.at(-1);
    expect(sent?.headers['x-goog-api-key']).toBe(standIn.apiKey);
    expect(sent?.body).toEqual({
      input: '1200 S',
      languageCode: 'en',
      sessionToken: 'session-0001',
      includedRegionCodes: ['us'],
    });
    // The same words again (other case, other spacing) come from the cache.
    expect((await shopper.get(url.replace('1200%20S', '1200%20%20s'))).json()).toEqual(found.json());
    expect(standIn.requests.length).toBe(before + 1);
  });

  it('answers a place as the checkout address parts, asking only the fields it fills', async () => {
    const site = await siteWithProvider();
    const shopper = visitor(app, site.host);
    const place = await shopper.get(`${PLACES_PATHS.details}?placeId=ChIJstandinTorontoQueen&${TRACKING}`);
    expect(place.json()).toEqual({
      place: {
        placeId: 'ChIJstandinTorontoQueen',
        formattedAddress: '100 Queen St W, Toronto, ON M5H 2N1, Canada',
        address: {
          line1: '100 Queen Street West',
          city: 'Toronto',
          region: 'ON',
          regionName: 'Ontario',
          postalCode: 'M5H 2N1',
          country: 'CA',
        },
      },
    });
    expect(standIn.requests.at(-1)?.headers['x-goog-fieldmask']).toBe(
      'id,formattedAddress,addressComponents',
    );
    const berlin = await shopper.get(`${PLACES_PATHS.details}?placeId=ChIJstandinBerlinHaupt&${TRACKING}`);
    expect(berlin.json().place.address).toMatchObject({ line1: 'Hauptstraße 5', country: 'DE' });
    const unknown = await shopper.get(`${PLACES_PATHS.details}?placeId=ChIJnoSuchPlace&${TRACKING}`);
    expect(unknown.json()).toEqual({ place: null });
  });

  it("logs the spec's message for details without a tracking context, and still answers", async () => {
    const site = await siteWithProvider();
    const shopper = visitor(app, site.host);
    const place = await shopper.get(`${PLACES_PATHS.details}?placeId=ChIJstandinPortlandMain`);
    expect(place.json().place.address.line1).toBe('1220 Southwest Main Street');
    expect(logged.some((l) => l.msg === MISSING_TRACKING_CONTEXT && l.level === 40)).toBe(true);
  });

  it('answers nothing when the provider fails, and logs it', async () => {
    const site = await siteWithProvider();
    const shopper = visitor(app, site.host);
    standIn.failWith(503);
    try {
      const found = await shopper.get(`${PLACES_PATHS.autocomplete}?input=Queen`);
      expect(found.json()).toEqual({ suggestions: [] });
      expect(logged.some((l) => l.msg === 'places provider call failed')).toBe(true);
    } finally {
      standIn.failWith(undefined);
    }
  });

  it("never answers with another website's provider", async () => {
    await siteWithProvider();
    const other = await seedSite(getDb().db);
    const found = await visitor(app, other.host).get(`${PLACES_PATHS.autocomplete}?input=Queen`);
    expect(found.json()).toEqual({ suggestions: [] });
  });

  it('validates the query', async () => {
    const site = await seedSite(getDb().db);
    const shopper = visitor(app, site.host);
    expect((await shopper.get(PLACES_PATHS.autocomplete)).statusCode).toBe(400);
    expect((await shopper.get(`${PLACES_PATHS.details}?placeId=a%2Fb`)).statusCode).toBe(400);
  });

  it('limits each visitor of a site to 60 calls a minute, with Retry-After', async () => {
    const site = await seedSite(getDb().db);
    const shopper = visitor(app, site.host);
    for (let i = 0; i < 60; i++) await shopper.get(`${PLACES_PATHS.autocomplete}?input=a${i}`);
    const refused = await shopper.get(`${PLACES_PATHS.autocomplete}?input=b`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor of the same site is not held back.
    expect((await visitor(app, site.host).get(`${PLACES_PATHS.autocomplete}?input=b`)).statusCode).toBe(200);
  });
});

eachDialect('regions and the checkout address help', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ TESSERA_SECRETS_KEY: randomBytes(32).toString('base64') }), {
      database: getDb(),
    });
  });
  afterAll(async () => app.close());

  it("answers one country's regions as codes with names, and none for a country without a list", async () => {
    const site = await seedSite(getDb().db);
    const shopper = visitor(app, site.host);
    const us = await shopper.get('/api/commerce/regions/us');
    expect(us.statusCode).toBe(200);
    expect(us.headers['cache-control']).toBe('public, max-age=86400');
    expect(us.json().regions).toContainEqual({ value: 'OR', name: 'Oregon' });
    expect((await shopper.get('/api/commerce/regions/ZZ')).json()).toEqual({ regions: [] });
    expect((await shopper.get('/api/commerce/regions/USA')).statusCode).toBe(400);
  });

  it('gives the checkout page the places paths only once a provider is set', async () => {
    const site = await seedSite(getDb().db);
    const shopper = visitor(app, site.host);
    const before = await shopper.get('/checkout?format=json');
    expect(before.json().checkout.addressHelp).toMatchObject({
      places: null,
      regionsPath: '/api/commerce/regions',
    });
    const owner = ownerApi(app, await signIn(app, site));
    await owner('PUT', SETTINGS, { provider: 'google', apiKey: 'AIzaSomeOwnersKey0123456789' });
    const after = await shopper.get('/checkout?format=json');
    expect(after.json().checkout.addressHelp.places).toEqual(PLACES_PATHS);
    expect(after.body).not.toContain('AIzaSomeOwnersKey0123456789');
  });
});

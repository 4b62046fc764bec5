import { replaceLanguages } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../../testing/harness.js';
import { siteChanged } from '../site-changes.js';
import { seedRenderSite } from '../testing/seed-render-site.js';

eachDialect('pages by language', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    await replaceLanguages(getDb().db, site.website.id, [
      { code: 'en-US', customCode: 'en', isDefault: true },
      { code: 'fr-FR', customCode: 'fr' },
      { code: 'de-DE', customCode: null, enabled: false },
    ]);
    siteChanged(site.website.id, 'multilingual');
  });
  afterAll(async () => app.close());

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { host: site.host, accept: 'text/html' } });
  const origin = () => `http://${site.host}`;

  it('serves the default language at / and another under its prefix, with <html lang>', async () => {
    const english = await get('/shop');
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-US">');
    const french = await get('/fr/shop');
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr-FR">');
    expect((await get('/fr')).body).toContain('<html lang="fr-FR">');
    expect((await get('/FR/shop/p/blue-mug')).statusCode).toBe(200);
  });

  it('lists every published language as an hreflang alternate, with x-default', async () => {
    const html = (await get('/fr/shop?page=1')).body;
    expect(html).toContain(`<link rel="alternate" hreflang="en-US" href="${origin()}/shop?page=1">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-FR" href="${origin()}/fr/shop?page=1">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin()}/shop?page=1">`);
    // A disabled language is not published: no alternate, no prefix.
    expect(html).not.toContain('hreflang="de-DE"');
    expect((await get('/de-de/shop')).statusCode).toBe(404);
  });

  it('has a switcher named Language that links the same page in each language, through the chooser', async () => {
    const html = (await get('/fr/shop/p/blue-mug')).body;
    const switcher = /<nav class="language-switcher" aria-label="Language">([\s\S]*?)<\/nav>/.exec(html)?.[1];
    expect(switcher).toContain(
      'href="/api/site-language?language=en-US&amp;next=%2Fshop%2Fp%2Fblue-mug" hreflang="en-US" lang="en-US"',
    );
    expect(switcher).toContain(
      'href="/api/site-language?language=fr-FR&amp;next=%2Ffr%2Fshop%2Fp%2Fblue-mug" hreflang="fr-FR" lang="fr-FR" aria-current="page"',
    );
    expect(switcher).toContain('>Français (France)</a>');
  });

  it('remembers the chosen language and sends a returning visitor to its home page', async () => {
    const choose = await app.inject({
      method: 'GET',
      url: '/api/site-language?language=fr-FR&next=%2Ffr%2Fshop',
      headers: { host: site.host },
    });
    expect(choose.statusCode).toBe(303);
    expect(choose.headers.location).toBe('/fr/shop');
    const cookie = choose.cookies.find((c) => c.name === 'ts_language');
    expect(cookie).toMatchObject({ value: 'fr-FR', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(365 * 86_400);
    const back = (url: string, value = 'fr-FR') =>
      app.inject({ method: 'GET', url, headers: { host: site.host, cookie: `ts_language=${value}` } });
    // The bare home page moves, its query kept; the answer is never cached for others.
    const home = await back('/?ref=mail');
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/fr?ref=mail');
    expect(home.headers['cache-control']).toBe('private, no-store');
    // Any other address was asked for in its language on purpose; JSON is never moved.
    expect((await back('/shop')).statusCode).toBe(200);
    expect((await back('/?format=json')).statusCode).toBe(200);
    // The default language, an unpublished or unknown one: the home page as it is.
    expect((await back('/', 'en-US')).statusCode).toBe(200);
    expect((await back('/', 'de-DE')).statusCode).toBe(200);
    expect((await back('/', 'xx')).statusCode).toBe(200);
  });

  it('chooses only a published language, and opens only a page of this site', async () => {
    const choose = (query: string) =>
      app.inject({ method: 'GET', url: `/api/site-language?${query}`, headers: { host: site.host } });
    const unpublished = await choose('language=de-DE&next=%2F');
    expect(unpublished.statusCode).toBe(400);
    expect(unpublished.json().error).toBe('This language is not offered on this site.');
    expect(unpublished.cookies.some((c) => c.name === 'ts_language')).toBe(false);
    expect((await choose('next=%2F')).statusCode).toBe(400);
    // The custom code names the language too; a foreign or odd `next` opens its home page.
    for (const next of ['%2F%2Fevil.example%2F', 'https%3A%2F%2Fevil.example%2F', '%2F%5Cevil.example']) {
      const answer = await choose(`language=fr&next=${next}`);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/fr');
    }
    expect((await choose('language=en-US')).headers.location).toBe('/');
  });

  it('keeps the visitor in the language: navigation, item and home links carry the prefix', async () => {
    const context = (await get('/fr/shop?format=json')).json();
    expect(context.website.language).toBe('fr-FR');
    expect(context.collection.fullUrl).toBe('/fr/shop');
    expect(context.items[0].fullUrl).toMatch(/^\/fr\/shop\/p\//);
    const urls = (context.navigation.main as { url: string | null }[]).map((n) => n.url);
    expect(urls.filter((u) => u?.startsWith('/')).every((u) => u?.startsWith('/fr'))).toBe(true);
    expect(context.languages.homeUrl).toBe('/fr');
    const english = (await get('/shop?format=json')).json();
    expect(english.collection.fullUrl).toBe('/shop');
    expect(english.languages.current.code).toBe('en-US');
  });

  it('formats money in the page language', async () => {
    const french = (await get('/fr/shop/p/blue-mug')).body;
    const english = (await get('/shop/p/blue-mug')).body;
    expect(english).toMatch(/\$\d+\.\d\d/);
    expect(french).toMatch(/\d+,\d\d\s?\$/);
  });
});

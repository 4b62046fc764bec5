import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_STYLES, type SiteDesign } from '@tessera/contract';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart, pdf, png } from '../files/testing/uploads.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

eachDialect('design API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-design-'));
    app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (value: Buffer, filename: string, contentType: string) => {
    const { payload, contentType: type } = multipart([{ name: 'file', value, filename, contentType }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { ...auth.headers, 'content-type': type },
    });
    return (response.json() as { id: string; assetUrl: string | null }).id;
  };
  const save = (design: SiteDesign) =>
    app.inject({ method: 'PUT', url: '/api/admin/design', headers: auth.headers, payload: design });
  const page = async () => (await app.inject({ url: '/', headers: { host: site.host } })).body;

  it("starts from the theme's look and renders no site styles until the owner saves some", async () => {
    const response = await app.inject({ url: '/api/admin/design', headers: auth.headers });
    expect(response.json()).toEqual({
      styles: DEFAULT_SITE_STYLES,
      logoFileId: null,
      faviconFileId: null,
      socialImageFileId: null,
    });
    expect(await page()).not.toContain('<style>:root{');
  });

  it('renders saved styles as the theme’s custom properties with the fonts from our own server', async () => {
    const logo = await upload(await png(400, 100), 'logo.png', 'image/png');
    const icon = await upload(await png(64, 64), 'icon.png', 'image/png');
    const share = await upload(await png(1200, 630), 'share.png', 'image/png');
    const design: SiteDesign = {
      styles: {
        colors: { ...DEFAULT_SITE_STYLES.colors, accent: '#AA3300', background: '#ffffff' },
        fonts: { heading: 'playfair-display', body: 'inter' },
        spacing: 'spacious',
        buttonShape: 'square',
      },
      logoFileId: logo,
      faviconFileId: icon,
      socialImageFileId: share,
    };
    const saved = await save(design);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as SiteDesign).styles.colors.accent).toBe('#aa3300');
    // Saving the same again changes nothing and answers the same (safe to retry).
    expect((await save(design)).json()).toEqual(saved.json());

    const html = await page();
    expect(html).toContain('<link rel="stylesheet" href="/fonts/playfair-display/index.css">');
    expect(html).toContain('<link rel="stylesheet" href="/fonts/inter/index.css">');
    const css = /<style>(:root\{[^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(css).toContain('--accent:#aa3300');
    expect(css).toContain('--bg:#ffffff');
    expect(css).toContain("--font:'Inter Variable'");
    expect(css).toContain("--font-display:'Playfair Display Variable'");
    expect(css).toContain('.button,.ts-add-to-cart__button');
    expect(css).toMatch(/\{border-radius:0\}$/);
    expect(css).toContain('--space-m:2rem');
    // The site stylesheet comes after the theme's, so its properties win.
    expect(html.indexOf('<style>:root{')).toBeGreaterThan(html.indexOf('styles/site.css'));
    expect(html).toMatch(new RegExp(`<link rel="icon" href="/files/${icon}/icon.png" type="image/png">`));
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/files/${share}/share.png">`));
    expect(html).toContain(`/files/${logo}/logo.png`);

    const fontCss = await app.inject({ url: '/fonts/inter/index.css', headers: { host: site.host } });
    expect(fontCss.statusCode).toBe(200);
    expect(fontCss.headers['content-type']).toContain('text/css');
    const woff = /url\(\.\/(files\/inter-latin-wght-normal\.woff2)\)/.exec(fontCss.body)?.[1];
    expect(woff).toBeDefined();
    const file = await app.inject({ url: `/fonts/inter/${woff}`, headers: { host: site.host } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    for (const url of [
      '/fonts/nope/index.css',
      '/fonts/inter/package.json',
      '/fonts/inter/files/..%2fLICENSE',
    ]) {
      expect((await app.inject({ url, headers: { host: site.host } })).statusCode).toBeGreaterThanOrEqual(
        400,
      );
    }
  });

  it('refuses fonts the product does not ship, colours that are not #RRGGBB and files that are not images', async () => {
    const document = await upload(pdf(), 'menu.pdf', 'application/pdf');
    const response = await save({
      styles: { ...DEFAULT_SITE_STYLES, fonts: { heading: 'comic-sans', body: 'inter' } },
      logoFileId: null,
      faviconFileId: document,
      socialImageFileId: 'no-such-file',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        'styles.fonts.heading': 'Choose a font from the list',
        faviconFileId: 'Choose an image from your files',
        socialImageFileId: 'Choose an image from your files',
      },
    });
    const colour = await save({
      styles: { ...DEFAULT_SITE_STYLES, colors: { ...DEFAULT_SITE_STYLES.colors, text: 'red;}body{x' } },
      logoFileId: null,
      faviconFileId: null,
      socialImageFileId: null,
    });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({
      errors: { 'styles.colors.text': 'Colours must be formatted as #RRGGBB' },
    });
  });

  it('lists the shipped fonts by the spec’s families', async () => {
    const response = await app.inject({ url: '/api/admin/design/fonts', headers: auth.headers });
    const { fonts } = response.json() as {
      fonts: { id: string; family: string; stylesheet: string | null }[];
    };
    expect(new Set(fonts.map((f) => f.family))).toEqual(
      new Set(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']),
    );
    expect(fonts.find((f) => f.id === 'inter')?.stylesheet).toBe('/fonts/inter/index.css');
  });

  it('refuses the design calls to an editor', async () => {
    const editorSite = await seedSite(getDb().db, 4);
    const editor = await signIn(app, editorSite);
    const response = await app.inject({ url: '/api/admin/design', headers: editor.headers });
    expect(response.statusCode).toBe(403);
  });
});

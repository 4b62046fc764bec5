import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { preferredEncoding } from './assets.js';
import { seedRenderSite } from './testing/seed-render-site.js';

describe('preferredEncoding', () => {
  it('picks brotli, then gzip, then none, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('BR;Q=0.5')).toBe('br');
  });
});

eachDialect('theme files', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let theme: { stylesheets: string[]; icon: string };
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    await seedRenderSite(getDb().db, site.website.id);
    const json = await app.inject({ url: '/?format=json', headers: { host: site.host } });
    theme = json.json().theme;
  });
  afterAll(async () => app.close());

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: { host: site.host, ...(encoding && { 'accept-encoding': encoding }) } });

  it('serves the stylesheet minified, precompressed, at a fingerprinted address cached for a year', async () => {
    const [url] = theme.stylesheets;
    expect(url).toMatch(/^\/assets\/theme\/[0-9a-f]{16}\/styles\/site\.css$/);
    const plain = await get(url ?? '');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body).not.toMatch(/\n\s+/);
    expect(plain.body.length).toBeLessThan(28 * 1024); // the theme test's budget
    const br = await get(url ?? '', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(url ?? '', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the theme’s icon, linked from every page', async () => {
    expect(theme.icon).toMatch(/^\/assets\/theme\/[0-9a-f]{16}\/icon\.svg$/);
    const icon = await get(theme.icon);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    const page = await app.inject({ url: '/shop', headers: { host: site.host, accept: 'text/html' } });
    expect(page.body).toContain(`<link rel="icon" href="${theme.icon}" type="image/svg+xml">`);
  });

  it('knows no other file or version', async () => {
    const [url = ''] = theme.stylesheets;
    expect((await get(url.replace(/theme\/[0-9a-f]{16}/, 'theme/0000000000000000'))).statusCode).toBe(404);
    expect((await get(url.replace('site.css', 'other.css'))).statusCode).toBe(404);
    expect((await get(url.replace('styles/site.css', 'theme.json'))).statusCode).toBe(404);
    expect((await get(url.replace('styles/site.css', 'site.region'))).statusCode).toBe(404);
  });
});

import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAssetRoutes } from './assets.js';
import { byteRange, StaticDirectory } from './static-files.js';
import { PLATFORM_PLUGINS } from './platform-plugins.js';
import { DEFAULT_THEME_DIR, loadTheme } from './theme/load-theme.js';

describe('byteRange', () => {
  it('reads one bytes= range, and knows an unsatisfiable one from none at all', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBeNull();
    expect(byteRange('bytes=9-3', 100)).toBeNull();
    expect(byteRange(undefined, 100)).toBeUndefined();
    expect(byteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(byteRange('items=0-1', 100)).toBeUndefined();
  });
});

describe('storefront build files', () => {
  let dir: string;
  let app: FastifyInstance;
  const script = `export const loader = ${JSON.stringify('x'.repeat(4000))};\n`;
  const base = '/assets/storefront/assets/';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-static-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'loader-abc123.js'), script);
    writeFileSync(join(dir, 'assets', 'logo-abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(dir, 'assets', '.secret'), 'hidden');
    writeFileSync(join(dir, 'secret.txt'), 'outside');
    utimesSync(
      join(dir, 'assets', 'loader-abc123.js'),
      new Date('2026-01-02T03:04:05Z'),
      new Date('2026-01-02T03:04:05Z'),
    );
    app = Fastify({ logger: false });
    const theme = await loadTheme(DEFAULT_THEME_DIR, PLATFORM_PLUGINS, app.log);
    await registerAssetRoutes(app, theme, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `${base}${path}`, headers });

  it('serves a file from memory, cacheable for a year, with validators', async () => {
    const res = await get('loader-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(script);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['etag']).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(res.headers['last-modified']).toBe('Fri, 02 Jan 2026 03:04:05 GMT');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(res.headers['content-encoding']).toBeUndefined();
    const image = await get('logo-abc123.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers revalidations with an empty 304', async () => {
    const { etag, 'last-modified': modified } = (await get('loader-abc123.js')).headers;
    const byTag = await get('loader-abc123.js', { 'if-none-match': String(etag), 'accept-encoding': 'br' });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    const byDate = await get('loader-abc123.js', { 'if-modified-since': String(modified) });
    expect(byDate.statusCode).toBe(304);
    expect((await get('loader-abc123.js', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends the compressed form the client accepts, made once', async () => {
    const br = await get('loader-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(200);
    const again = await get('loader-abc123.js', { 'accept-encoding': 'br' });
    expect(again.rawPayload).toEqual(br.rawPayload);
    const gz = await get('loader-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('compresses every compressible file ahead of demand when warmed, and leaves other types alone', async () => {
    const files = new StaticDirectory(join(dir, 'assets'));
    await files.warm();
    const loader = files.get('loader-abc123.js');
    const started = performance.now();
    const [br, gz] = await Promise.all([loader?.compressed('br'), loader?.compressed('gzip')]);
    expect(performance.now() - started).toBeLessThan(5); // already made: no compression ran now
    expect(brotliDecompressSync(br ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(gunzipSync(gz ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(files.get('logo-abc123.png')?.compressible).toBe(false);
  });

  it('serves one byte range of the plain file, and refuses one past its end', async () => {
    const part = await get('loader-abc123.js', { range: 'bytes=0-5', 'accept-encoding': 'br' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('export');
    expect(part.headers['content-range']).toBe(`bytes 0-5/${script.length}`);
    expect(part.headers['content-encoding']).toBeUndefined();
    const past = await get('loader-abc123.js', { range: `bytes=${script.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${script.length}`);
  });

  it('knows no other file: missing, hidden, outside the directory', async () => {
    expect((await get('missing.js')).statusCode).toBe(404);
    expect((await get('.secret')).statusCode).toBe(404);
    expect((await get('../secret.txt')).statusCode).toBe(404);
    expect((await get('..%2Fsecret.txt')).statusCode).toBe(404);
  });

  it('serves a file a rebuild added after the start', async () => {
    writeFileSync(join(dir, 'assets', 'later-def456.css'), 'a{color:red}');
    const res = await get('later-def456.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.body).toBe('a{color:red}');
  });
});

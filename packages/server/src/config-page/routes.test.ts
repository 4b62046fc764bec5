import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configPageRoutes } from './routes.js';

const SHELL =
  '<!doctype html><html><head><script type="module" src="/config/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

async function appFor(studioDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(configPageRoutes, { studioDir });
  await app.ready();
  return app;
}

describe('the studio at /config', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-studio-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'assets/index-abc123.js'), 'console.log("studio");'.repeat(50));
    app = await appFor(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the same HTML shell at /config and at every screen address, revalidated each time', async () => {
    for (const url of ['/config', '/config/', '/config/pages', '/config/pages/abc/edit?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(SHELL);
    }
  });

  it('answers 304 to a browser that has the current shell', async () => {
    const first = await app.inject({ url: '/config' });
    const again = await app.inject({
      url: '/config/pages',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves the hashed files for a year, compressed when asked, and 404s unknown ones', async () => {
    const file = await app.inject({
      url: '/config/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(file.headers['content-encoding']).toBe('gzip');
    const missing = await app.inject({ url: '/config/assets/nope-000.js' });
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject({ url: '/config/assets/..%2Findex.html' });
    expect(escape.statusCode).toBe(404);
  });

  it('says how to build the studio when it has not been built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-studio-empty-'));
    const bare = await appFor(empty);
    try {
      const response = await bare.inject({ url: '/config/pages' });
      expect(response.statusCode).toBe(503);
      expect(response.body).toContain('npm run build');
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

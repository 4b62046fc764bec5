import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { crumbFor } from '../testing/visitor.js';

/** The visitor's signed crumb, minted once the site exists. */
let CRUMB = '';

eachDialect('compression', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    CRUMB = crumbFor(site.host);
    await seedRenderSite(getDb().db, site.website.id);
  });
  afterAll(async () => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({
      url,
      headers: { host: site.host, cookie: `crumb=${CRUMB}`, accept: 'text/html', ...headers },
    });

  it('sends pages with brotli or gzip as the browser accepts, the same HTML and the same ETag', async () => {
    const plain = await get('/shop/p/blue-mug');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/shop/p/blue-mug', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get('/shop/p/blue-mug', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it('answers a revalidation with an empty 304 whatever the encoding', async () => {
    const first = await get('/shop', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get('/shop', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=60');
    }
    const changed = await get('/shop', { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
  });

  it('compresses JSON answers over 1 KB and leaves small ones alone', async () => {
    const json = await get('/shop/p/blue-mug?format=json', { 'accept-encoding': 'br' });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString())).toMatchObject({ pageType: 50 });
    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never decompresses request bodies (a small body could expand past the body limit)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host: site.host, 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: gzipSync(JSON.stringify({ padding: 'x'.repeat(100_000) })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation-failed' });
  });
});

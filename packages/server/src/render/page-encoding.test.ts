import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEncoded, type EncodedForms } from './page-encoding.js';

describe('sendEncoded', () => {
  const html = `<!doctype html><main>${'<p>Thrown on the wheel, glazed by hand.</p>'.repeat(60)}</main>`;
  const forms: EncodedForms = {};
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.get('/page', async (request, reply) => sendEncoded(request, reply.type('text/html'), html, forms));
    app.get('/small', async (request, reply) =>
      sendEncoded(request, reply.type('text/html'), '<p>hi</p>', {}),
    );
  });
  afterAll(async () => app.close());
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it('compresses as the client accepts, keeping each form for the next request', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const kept = forms.br;
    expect(kept).toBeDefined();
    await get('/page', { 'accept-encoding': 'br' });
    expect(forms.br).toBe(kept);
    const gz = await get('/page', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);
    const plain = await get('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect(plain.body).toBe(html);
    const refused = await get('/page', { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('sends small pages as they are', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>hi</p>');
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload } from './receive.js';
import { FileStorage } from './storage.js';
import { multipart } from './testing/uploads.js';

/** A bare app around receiveUpload with a small cap, so the streaming limit is cheap to reach. */
describe('receiveUpload', () => {
  let app: FastifyInstance;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-receive-'));
    const storage = new FileStorage(dir);
    app = Fastify();
    await app.register(multipartPlugin);
    app.post('/up', async (request, reply) => {
      const received = await receiveUpload(request, storage, 1000);
      if (!received.ok) return reply.code(400).send(received.error);
      const { file, fields } = received.value;
      const bytes = readFileSync(file.path).toString('base64');
      rmSync(file.path);
      return { size: file.byteSize, name: file.filename, fields, bytes };
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (parts: Parameters<typeof multipart>[0]) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({ method: 'POST', url: '/up', payload, headers: { 'content-type': contentType } });
  };

  it('streams the file to disk with the text fields sent before or after it', async () => {
    const bytes = Buffer.from('x'.repeat(900));
    const response = await post([
      { name: 'altText', value: 'A linen shirt' },
      { name: 'file', value: bytes, filename: 'shirt.jpg' },
      { name: 'focalX', value: '0.3' },
    ]);
    expect(response.json()).toMatchObject({
      size: 900,
      name: 'shirt.jpg',
      fields: { altText: 'A linen shirt', focalX: '0.3' },
      bytes: bytes.toString('base64'),
    });
  });

  it('stops at the cap with file-too-large and leaves nothing behind', async () => {
    const response = await post([{ name: 'file', value: Buffer.alloc(5000, 1), filename: 'big.zip' }]);
    expect(response.statusCode).toBe(400);
    const message = 'The file big.zip is too large. The maximum allowed file size is 1 KB.';
    expect(response.json()).toEqual({ code: 'file-too-large', message, fields: { file: message } });
    expect(readdirSync(join(dir, 'files', '.incoming'))).toEqual([]);
  });

  it('refuses a form without a file, two files, or a body that is not multipart', async () => {
    expect((await post([{ name: 'altText', value: 'only text' }])).json().code).toBe('upload-failed');
    const two = await post([
      { name: 'a', value: 'one', filename: 'a.txt' },
      { name: 'b', value: 'two', filename: 'b.txt' },
    ]);
    expect(two.json().code).toBe('upload-failed');
    const json = await app.inject({ method: 'POST', url: '/up', payload: { file: 'x' } });
    expect(json.json().code).toBe('upload-failed');
    expect(readdirSync(join(dir, 'files', '.incoming'))).toEqual([]);
  });
});

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { multipart, pdf, png, type UploadPart } from '../files/testing/uploads.js';

// Issue 17 (G12, finding 9): every hostile upload has one expected answer.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny PNG whose header claims `width`×`height` pixels: a decompression bomb's first bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const UNSUPPORTED = (name: string) =>
  `The file ${name} does not appear to be a supported file of the expected type.`;

eachDialect('hostile uploads', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'inputs-uploads-'));
    app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (parts: UploadPart[]) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { ...auth.headers, 'content-type': contentType },
    });
  };
  const file = (value: Buffer, filename: string, contentType?: string) =>
    upload([{ name: 'file', value, filename, ...(contentType && { contentType }) }]);
  const storedFiles = () => {
    const dir = join(dataDir, 'files', site.website.id);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it('refuses a 30000×30000 PNG as having too many pixels, and keeps nothing of it', async () => {
    const before = storedFiles().length;
    const response = await file(pngClaiming(30_000, 30_000), 'flood.png');
    expect(response.statusCode).toBe(413);
    const message =
      'The file flood.png has too many pixels. The maximum allowed image size is 100,000,000 pixels.';
    expect(response.json()).toMatchObject({
      code: 'image-too-many-pixels',
      error: message,
      errors: { file: message },
    });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses one pixel over the limit (10001×10000) the same way', async () => {
    const response = await file(pngClaiming(10_001, 10_000), 'just-over.png');
    expect(response.json().code).toBe('image-too-many-pixels');
  });

  it("refuses a PNG taller than the decoder's own limit (1×200,000,000) as unsupported", async () => {
    const response = await file(pngClaiming(1, 200_000_000), 'thin.png');
    expect(response.statusCode).toBe(415);
  });

  it.each<[string, Buffer, string]>([
    [
      'an SVG with a script',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
      'logo.svg',
    ],
    [
      'an SVG renamed .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.png',
    ],
    ['HTML disguised as a JPEG', Buffer.from('<!doctype html><script>alert(1)</script>'), 'photo.jpg'],
    ['a shell script named .gif', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'cat.gif'],
    [
      'an ELF binary named .png',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]),
      'x.png',
    ],
    ['zero bytes', Buffer.alloc(0), 'empty.png'],
  ])('refuses %s as not a supported file', async (_case, bytes, name) => {
    const response = await file(bytes, name, 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(UNSUPPORTED(name));
  });

  it('refuses a PDF sent where an image is expected', async () => {
    const response = await upload([
      { name: 'expected', value: 'image' },
      { name: 'file', value: pdf(), filename: 'photo.jpg', contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(415);
  });

  it('answers a body over the size limit with 413 and the size message', async () => {
    const big = Buffer.concat([(await png(4, 4)).subarray(0, 33), Buffer.alloc(21 * 1_000_000)]);
    const response = await file(big, 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(
      /^The file huge\.png is too large\. The maximum allowed file size is 20 MB\.$/,
    );
  });

  it('stores a real PNG with a lying name under its real type', async () => {
    const response = await file(await png(20, 20), 'report.html', 'text/html');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ filename: 'report.html.png', contentType: 'image/png' });
    const served = await app.inject({ url: response.json().assetUrl, headers: { host: site.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each<[string, string]>([
    ['../../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\windows\\win.ini.png', 'win.ini.png'],
    ['....//....//x.png', 'x.png'],
    ['%2e%2e%2fsecret.png', '%2e%2e%2fsecret.png'],
    ['.htaccess', 'htaccess.png'],
    ['a<b>c|d?.png', 'a-b-c-d-.png'],
    ['photo\u202Egpj.exe', 'photogpj.exe.png'],
    ['\u2067\u202Bmirror\u202C\u2069.png', 'mirror.png'],
    ['\u0645\u0644\u0641.png', '\u0645\u0644\u0641.png'],
  ])('stores %j under a safe name (%s) whose URL works', async (name, stored) => {
    const response = await file(await png(10, 10), name);
    expect(response.statusCode).toBe(201);
    const dto = response.json() as { filename: string; assetUrl: string };
    expect(dto.filename).toBe(stored);
    expect(dto.assetUrl).not.toMatch(/\.\.|\\/);
    const served = await app.inject({ url: dto.assetUrl, headers: { host: site.host } });
    expect(served.statusCode).toBe(200);
    for (const entry of storedFiles()) expect(entry).toMatch(/^[\w-]+$/);
  });
});

import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jpeg, multipart } from '../files/testing/uploads.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';

// Issue 17, finding 4: names of 101–200 characters uploaded (201) but their URL answered 404.
eachDialect('long file names', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  let dataDir: string;
  let image: Buffer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-long-names-'));
    app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
    image = await jpeg(120, 80);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['101 ASCII characters', `${'a'.repeat(97)}.jpg`],
    ['200 ASCII characters', `${'b'.repeat(196)}.jpg`],
    ['250 characters, cut to 200', `${'c'.repeat(246)}.jpg`],
    ['150 accented characters', `${'é'.repeat(146)}.jpg`],
    ['200 characters of CJK', `${'写'.repeat(196)}.jpg`],
    ['emoji across the 200-unit cut', `${'😀'.repeat(120)}.jpg`],
  ])('%s: upload → GET the returned URL → 200', async (_label, filename) => {
    const { payload, contentType } = multipart([
      { name: 'file', value: image, filename, contentType: 'image/jpeg' },
    ]);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { ...auth.headers, 'content-type': contentType },
    });
    expect(upload.statusCode).toBe(201);
    const { assetUrl, filename: stored } = upload.json() as { assetUrl: string; filename: string };
    expect(stored.length).toBeLessThanOrEqual(200);
    for (const url of [assetUrl, `${assetUrl}?format=300w`]) {
      const response = await app.inject({ url, headers: { host: site.host } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\//);
    }
  });
});

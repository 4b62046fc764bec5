import { COLLECTION_TYPES } from '@tessera/core';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCollection } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import type { FileDto } from './file-dto.js';
import { jpeg, multipart, pdf, png, zip, type UploadPart } from './testing/uploads.js';

eachDialect('files API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let auth: SignedIn;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-files-'));
    app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    site = await seedSite(getDb().db);
    auth = await signIn(app, site);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (parts: UploadPart[], as: SignedIn = auth, headers: Record<string, string> = {}) => {
    const { payload, contentType } = multipart(parts);
    return app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { ...as.headers, 'content-type': contentType, ...headers },
    });
  };
  const fileOf = (r: LightMyRequestResponse) => r.json() as FileDto;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: site.host, ...headers } });

  it('stores an upload with variants at the spec widths up to its own width', async () => {
    const original = await jpeg(1200, 800);
    const response = await upload([
      { name: 'altText', value: 'Linen shirt in sand' },
      { name: 'focalX', value: '0.25' },
      { name: 'file', value: original, filename: 'shirt.jpeg', contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(201);
    const file = fileOf(response);
    expect(file).toMatchObject({
      filename: 'shirt.jpeg',
      contentType: 'image/jpeg',
      byteSize: original.length,
      kind: 'image',
      altText: 'Linen shirt in sand',
      originalSize: '1200x800',
      mediaFocalPoint: { x: 0.25, y: 0.5 },
      systemDataVariants: '100w,300w,500w,750w,1000w',
      assetUrl: `/files/${file.id}/shirt.jpeg`,
    });
    for (const { width } of file.variants) {
      const stored = join(dataDir, 'files', site.website.id, file.id, `${width}w.webp`);
      const meta = await sharp(stored).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', width]);
    }
    expect(readFileSync(join(dataDir, 'files', site.website.id, file.id, 'original.jpg'))).toEqual(original);
  });

  it('turns images upright from their EXIF orientation before measuring and resizing', async () => {
    const response = await upload([
      { name: 'file', value: await jpeg(1200, 800, { orientation: 6 }), filename: 'turned.jpg' },
    ]);
    const file = fileOf(response);
    expect(file.originalSize).toBe('800x1200');
    expect(file.systemDataVariants).toBe('100w,300w,500w,750w');
    const variant = await get(`${file.assetUrl}?format=300w`);
    const meta = await sharp(variant.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 450]);
  });

  it('serves variants and originals with long immutable caching, ETag, type and nosniff', async () => {
    const original = await jpeg(1600, 900);
    const file = fileOf(await upload([{ name: 'file', value: original, filename: 'Sunlit Studio.jpg' }]));
    expect(file.assetUrl).toBe(`/files/${file.id}/Sunlit%20Studio.jpg`);
    const variant = await get(`${file.assetUrl}?format=500w`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${file.id}-500w"`,
      'x-content-type-options': 'nosniff',
      // Shown in the shop's e-mails and their sandboxed preview, outside the site's origin.
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(500);
    const full = await get(`${file.assetUrl}?format=original`);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload).toEqual(original);
    expect((await get(file.assetUrl ?? '')).rawPayload).toEqual(original);
    const cached = await get(`${file.assetUrl}?format=500w`, { 'if-none-match': `"${file.id}-500w"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect((await get(`${file.assetUrl}?format=2500w`)).rawPayload).toEqual(original);
    expect((await get(`${file.assetUrl}?format=640w`)).statusCode).toBe(400);
  });

  it('keeps small images as they are: no upscaled variants, the original for every width', async () => {
    const small = await png(80, 60);
    const file = fileOf(await upload([{ name: 'file', value: small, filename: 'dot.png' }]));
    expect(file.systemDataVariants).toBe('');
    const response = await get(`${file.assetUrl}?format=100w`);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload).toEqual(small);
  });

  it('stores PDFs and zips for digital products but never serves them publicly', async () => {
    const doc = fileOf(await upload([{ name: 'file', value: pdf(), filename: 'care guide' }]));
    expect(doc).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      filename: 'care guide.pdf',
      assetUrl: null,
    });
    const archive = fileOf(
      await upload([
        { name: 'expected', value: 'document' },
        { name: 'file', value: zip(), filename: 'pattern.zip' },
      ]),
    );
    expect(archive.contentType).toBe('application/zip');
    expect((await get(`/files/${doc.id}/care%20guide.pdf`)).statusCode).toBe(404);
    const owner = await app.inject({ url: `/api/admin/files/${doc.id}`, headers: auth.headers });
    expect(owner.json()).toMatchObject({ id: doc.id, kind: 'document' });
  });

  it('sniffs the real type: text, SVG, a PDF named .jpg and a broken image are refused with the editor message', async () => {
    const text = await upload([
      { name: 'file', value: Buffer.from('just some notes'), filename: 'notes.txt' },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'file-type-unsupported',
      error: 'The file notes.txt does not appear to be a supported file of the expected type.',
      errors: { file: 'The file notes.txt does not appear to be a supported file of the expected type.' },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload([{ name: 'file', value: svg, filename: 'logo.svg' }])).statusCode).toBe(415);
    const wrongKind = await upload([
      { name: 'expected', value: 'image' },
      { name: 'file', value: pdf(), filename: 'photo.jpg' },
    ]);
    expect(wrongKind.statusCode).toBe(415);
    const broken = Buffer.concat([(await jpeg(400, 300)).subarray(0, 600), Buffer.alloc(2000, 7)]);
    expect((await upload([{ name: 'file', value: broken, filename: 'broken.jpg' }])).statusCode).toBe(415);
  });

  it("answers 'too large' with the file name and the 20 MB image limit", async () => {
    const header = (await jpeg(10, 10)).subarray(0, 200);
    const big = Buffer.concat([header, Buffer.alloc(20 * 1_000_000)]);
    const response = await upload([{ name: 'file', value: big, filename: 'huge.jpg' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(
      'The file huge.jpg is too large. The maximum allowed file size is 20 MB.',
    );
  });

  it("answers 'There was a problem while uploading your file.' without a file", async () => {
    const response = await upload([{ name: 'altText', value: 'nothing attached' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('There was a problem while uploading your file.');
  });

  it('refuses a focal point out of range and leaves no received bytes behind', async () => {
    const response = await upload([
      { name: 'focalX', value: '7' },
      { name: 'file', value: await jpeg(10, 10), filename: 'dot.jpg' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'upload-failed', errors: { file: expect.any(String) } });
    expect(readdirSync(join(dataDir, 'files', '.incoming'))).toEqual([]);
  });

  it('renames (keeping the real extension), changes alt text and focal point; old URLs redirect', async () => {
    const file = fileOf(
      await upload([{ name: 'file', value: await jpeg(400, 400), filename: 'IMG_0001.JPG' }]),
    );
    const patch = (body: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/files/${file.id}`,
        headers: auth.headers,
        payload: body,
      });
    const renamed = await patch({
      filename: 'Moss Tote',
      altText: 'A moss-green tote',
      focalPoint: { x: 0.1, y: 0.9 },
    });
    expect(renamed.json()).toMatchObject({
      filename: 'Moss Tote.jpg',
      altText: 'A moss-green tote',
      mediaFocalPoint: { x: 0.1, y: 0.9 },
    });
    const old = await get(`/files/${file.id}/IMG_0001.JPG?format=300w`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/files/${file.id}/Moss%20Tote.jpg?format=300w`);
    expect((await patch({ filename: '  ' })).json()).toMatchObject({
      errors: { filename: 'Please enter a file name' },
    });
    const nothing = await patch({ filename: '///' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe('There was a problem while renaming your file.');
    expect((await patch({ focalPoint: { x: 2, y: 0 } })).statusCode).toBe(400);
  });

  it('deletes the rows and the bytes', async () => {
    const file = fileOf(await upload([{ name: 'file', value: await jpeg(320, 200), filename: 'gone.jpg' }]));
    const dir = join(dataDir, 'files', site.website.id, file.id);
    expect(existsSync(dir)).toBe(true);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/admin/files/${file.id}`,
      headers: auth.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(existsSync(dir)).toBe(false);
    expect((await get(file.assetUrl ?? '')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/files/${file.id}`, headers: auth.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('lists newest first with a kind filter and a total', async () => {
    const list = await app.inject({ url: '/api/admin/files?limit=2', headers: auth.headers });
    expect(list.json().files).toHaveLength(2);
    expect(list.json().total).toBeGreaterThan(2);
    const docs = await app.inject({ url: '/api/admin/files?kind=document', headers: auth.headers });
    expect(docs.json().files.every((f: FileDto) => f.kind === 'document')).toBe(true);
    // The total counts what the filter lets through, so pages of a filtered list add up.
    expect(docs.json().total).toBe(docs.json().files.length);
  });

  it('finds files by a piece of their name, any case, wildcards taken literally', async () => {
    for (const filename of ['Harbour_Dock.png', 'harbour-field.png', 'meadow.png'])
      await upload([{ name: 'file', value: await png(12, 12), filename }]);
    const find = async (search: string) => {
      const response = await app.inject({
        url: `/api/admin/files?search=${encodeURIComponent(search)}`,
        headers: auth.headers,
      });
      const body = response.json() as { files: FileDto[]; total: number };
      return { names: body.files.map((f) => f.filename).sort(), total: body.total };
    };
    expect(await find('HARBOUR')).toEqual({ names: ['Harbour_Dock.png', 'harbour-field.png'], total: 2 });
    expect(await find('r_d')).toEqual({ names: ['Harbour_Dock.png'], total: 1 });
    expect(await find('%')).toEqual({ names: [], total: 0 });
  });

  it('replays a retried upload with the same Idempotency-Key without storing it twice', async () => {
    const parts = [{ name: 'file', value: await jpeg(300, 300), filename: 'retry.jpg' }];
    const first = await upload(parts, auth, { 'idempotency-key': 'upload-1' });
    const again = await upload(parts, auth, { 'idempotency-key': 'upload-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(fileOf(again).id).toBe(fileOf(first).id);
    const rows = await getDb()
      .db.selectFrom('files')
      .select('id')
      .where('filename', '=', 'retry.jpg')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("never serves one website's file on another website's host", async () => {
    const file = fileOf(await upload([{ name: 'file', value: await jpeg(200, 200), filename: 'mine.jpg' }]));
    const other = await seedSite(getDb().db);
    const response = await app.inject({ url: `${file.assetUrl}?format=100w`, headers: { host: other.host } });
    expect(response.statusCode).toBe(404);
    const otherAuth = await signIn(app, other);
    const owner = await app.inject({ url: `/api/admin/files/${file.id}`, headers: otherAuth.headers });
    expect(owner.statusCode).toBe(404);
  });

  it('lists where a file is used: published pages, drafts and the header logo, never another site', async () => {
    const photo = fileOf(await upload([{ name: 'file', value: await png(20, 20), filename: 'used.png' }]));
    const unused = fileOf(await upload([{ name: 'file', value: await png(20, 20), filename: 'free.png' }]));
    const owner = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: auth.headers, ...(payload && { payload }) });
    const page = (urlId: string, title: string) =>
      createCollection(getDb().db, site.website.id, { type: COLLECTION_TYPES.PAGE, urlId, title });
    const live = await page('uses-live', 'Lookbook');
    const draft = await page('uses-draft', 'Spring sale');
    const image = { blockType: 5, config: { fileId: photo.id, altText: 'x' } };
    expect(
      (await owner('PUT', `/api/admin/pages/${live.id}/draft`, { version: 0, blocks: [image] })).statusCode,
    ).toBe(200);
    expect((await owner('POST', `/api/admin/pages/${live.id}/publish`, { version: 1 })).statusCode).toBe(200);
    const gallery = { blockType: 8, config: { fileIds: ['other', photo.id] } };
    expect(
      (await owner('PUT', `/api/admin/pages/${draft.id}/draft`, { version: 0, blocks: [gallery] }))
        .statusCode,
    ).toBe(200);
    const headerFooter = await owner('PUT', '/api/site-header-footer', {
      header: { logo: { fileId: photo.id } },
      footer: {},
    });
    expect(headerFooter.statusCode).toBe(200);

    const uses = await owner('GET', `/api/admin/files/${photo.id}/uses`);
    expect(uses.statusCode).toBe(200);
    expect(uses.json().uses).toEqual([
      { kind: 'page', id: live.id, collectionId: null, title: 'Lookbook', via: 'Published page' },
      { kind: 'page', id: draft.id, collectionId: null, title: 'Spring sale', via: 'Draft' },
      { kind: 'header', id: null, collectionId: null, title: 'Site header', via: 'Logo' },
    ]);
    expect((await owner('GET', `/api/admin/files/${unused.id}/uses`)).json()).toEqual({ uses: [] });

    const stranger = await seedSite(getDb().db);
    const theirs = await app.inject({
      url: `/api/admin/files/${photo.id}/uses`,
      headers: (await signIn(app, stranger)).headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('needs files.manage', async () => {
    const viewer = await seedSite(getDb().db, 10);
    const response = await upload(
      [{ name: 'file', value: await png(10, 10), filename: 'x.png' }],
      await signIn(app, viewer),
    );
    expect(response.statusCode).toBe(403);
  });
});

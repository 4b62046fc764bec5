import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_STYLES } from '@tessera/contract';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipart, pdf, png } from '../files/testing/uploads.js';
import { buildTestApp, seedSite, signIn, type SeededSite, type SignedIn } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

/** The og:image and twitter:image addresses a page prints. */
function shareImages(html: string): { og: string | undefined; twitter: string | undefined } {
  return {
    og: /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1],
    twitter: /<meta name="twitter:image" content="([^"]+)">/.exec(html)?.[1],
  };
}

eachDialect('a page’s social sharing image', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  let auth: SignedIn;
  let call: OwnerCall;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-social-'));
    app = await buildTestApp(getDb(), { DATA_DIR: dataDir });
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
    auth = await signIn(app, site);
    call = ownerApi(app, auth);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (as: SignedIn, value: Buffer, filename: string, contentType: string) => {
    const { payload, contentType: type } = multipart([{ name: 'file', value, filename, contentType }]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/files',
      payload,
      headers: { ...as.headers, 'content-type': type },
    });
    return (response.json() as { id: string }).id;
  };
  const html = async (path: string) => (await app.inject({ url: path, headers: { host: site.host } })).body;

  it('is printed as og:image and twitter:image, else the site’s social image, else its logo', async () => {
    const cover = await upload(auth, await png(1200, 630), 'cover.png', 'image/png');
    const created = await call('POST', '/api/admin/collections', {
      type: 10,
      title: 'Workshops',
      socialImageFileId: cover,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ socialImageFileId: cover });
    const page = created.json() as { id: string };
    // The site's only page is its home page.
    const own = shareImages(await html('/'));
    expect(own.og).toMatch(new RegExp(`^http://${site.host}/files/${cover}/cover\\.png$`));
    expect(own.twitter).toBe(own.og);

    // Removed: the site's social image from Design, then the logo.
    const share = await upload(auth, await png(1200, 630), 'share.png', 'image/png');
    const logo = await upload(auth, await png(400, 100), 'logo.png', 'image/png');
    const design = (fileId: string | null) =>
      call('PUT', '/api/admin/design', {
        styles: DEFAULT_SITE_STYLES,
        logoFileId: logo,
        faviconFileId: null,
        socialImageFileId: fileId,
      });
    expect((await design(share)).statusCode).toBe(200);
    const removed = await call('PATCH', `/api/admin/collections/${page.id}`, { socialImageFileId: null });
    expect(removed.json()).toMatchObject({ socialImageFileId: null });
    expect(shareImages(await html('/')).og).toMatch(new RegExp(`/files/${share}/share\\.png$`));
    expect((await design(null)).statusCode).toBe(200);
    const byLogo = shareImages(await html('/'));
    expect(byLogo.og).toContain(logo);
    expect(byLogo.twitter).toBe(byLogo.og);

    // Chosen again (twice: the same answer), it is the page's once more; other fields keep it.
    for (let i = 0; i < 2; i++) {
      const again = await call('PATCH', `/api/admin/collections/${page.id}`, { socialImageFileId: cover });
      expect(again.json()).toMatchObject({ socialImageFileId: cover });
    }
    await call('PATCH', `/api/admin/collections/${page.id}`, { seoTitle: 'Hands-on workshops' });
    expect(shareImages(await html('/')).og).toContain(cover);
  });

  it('must be an image of this site', async () => {
    const page = (await call('POST', '/api/admin/collections', { type: 10, title: 'About' })).json() as {
      id: string;
    };
    const document = await upload(auth, pdf(), 'terms.pdf', 'application/pdf');
    const theirs = await upload(await signIn(app, other), await png(100, 100), 'theirs.png', 'image/png');
    for (const fileId of [document, theirs, 'no-such-file']) {
      const refused = await call('PATCH', `/api/admin/collections/${page.id}`, { socialImageFileId: fileId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: { socialImageFileId: 'Choose an image from your files' },
      });
    }
    const read = await call('GET', '/api/admin/collections');
    const stored = (read.json() as { collections: { id: string; socialImageFileId: string | null }[] })
      .collections;
    expect(stored.find((c) => c.id === page.id)?.socialImageFileId).toBeNull();
  });
});

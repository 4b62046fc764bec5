import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { siteChanged } from '../render/index.js';
import { seedRenderSite } from '../render/testing/seed-render-site.js';
import { PREVIEW_LINK_TTL_MS } from './preview-token.js';

const text = (html: string) => ({ blockType: 2, config: { html } });

eachDialect('page previews', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  let owner: OwnerCall;
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    other = await seedSite(getDb().db);
    signedIn = await signIn(app, site);
    owner = ownerApi(app, signedIn);
  });
  afterAll(async () => app.close());

  async function pageWithDraft(urlId: string, published: string, draft: string) {
    const page = await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId,
      title: urlId,
    });
    await owner('PUT', `/api/admin/pages/${page.id}/draft`, { version: 0, blocks: [text(published)] });
    await owner('POST', `/api/admin/pages/${page.id}/publish`, { version: 1 });
    await owner('PUT', `/api/admin/pages/${page.id}/draft`, {
      version: 2,
      blocks: [text(draft), { blockType: 21, config: { height: 40 } }],
    });
    return page.id;
  }

  const get = (url: string, host = site.host, cookie?: string) =>
    app.inject({ url, headers: { host, ...(cookie && { cookie }) } });

  /** The public page as a visitor gets it (following the redirect of the home page to /). */
  async function visit(path: string): Promise<{ body: string }> {
    const response = await get(path);
    if (response.statusCode === 302) return visit(String(response.headers.location));
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('renders the draft through the theme for the signed-in owner, each block marked by its place', async () => {
    const pageId = await pageWithDraft('about', '<p>Live words</p>', '<p>Draft words</p>');
    const preview = await get(`/api/admin/pages/${pageId}/preview`, site.host, signedIn.cookie);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toContain('noindex');
    expect(preview.body).toContain('Draft words');
    expect(preview.body).not.toContain('Live words');
    expect(preview.body).toContain('<div data-preview-block="0" style="display:contents">');
    expect(preview.body).toContain('data-preview-block="1"');
    expect(preview.body).toContain('block--html');
    // Visitors still get the published page, without preview marks.
    const live = await visit('/about');
    expect(live.body).toContain('Live words');
    expect(live.body).not.toContain('Draft words');
    expect(live.body).not.toContain('data-preview-block');
    expect((await get(`/api/admin/pages/${pageId}/preview`)).statusCode).toBe(401);
  });

  it('shows a product block the studio added to the draft, product and add-to-cart form', async () => {
    const { mugId } = await seedRenderSite(getDb().db, site.website.id);
    // Seeded straight into the database: the render's cached site data learns of the new store.
    siteChanged(site.website.id, 'collections');
    const page = await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'gifts',
      title: 'Gifts',
    });
    const saved = await owner('PUT', `/api/admin/pages/${page.id}/draft`, {
      version: 0,
      blocks: [{ blockType: 43, config: { productId: mugId } }],
    });
    expect(saved.statusCode).toBe(200);
    const preview = await get(`/api/admin/pages/${page.id}/preview?v=1`, site.host, signedIn.cookie);
    expect(preview.statusCode).toBe(200);
    const block = /<section class="block block--product">[\s\S]*?<\/section>/.exec(preview.body)?.[0] ?? '';
    expect(block).toContain('Blue Mug');
    expect(block).toContain('href="/shop/p/blue-mug"');
    expect(block).toContain('data-island="add-to-cart"');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await get('/api/admin/pages/nope/preview', site.host, signedIn.cookie)).statusCode).toBe(404);
    expect((await owner('POST', '/api/admin/pages/nope/preview-link')).statusCode).toBe(404);
  });

  it('shares the draft through a signed link until it expires, on its own website only', async () => {
    const pageId = await pageWithDraft('team', '<p>Old team</p>', '<p>New team</p>');
    const created = await owner('POST', `/api/admin/pages/${pageId}/preview-link`);
    expect(created.statusCode).toBe(200);
    const { url, expiresAt } = created.json<{ url: string; expiresAt: number }>();
    expect(url).toMatch(/^\/api\/page-preview\/[^/]+$/);
    expect(expiresAt).toBeGreaterThan(getDb().clock.now() + PREVIEW_LINK_TTL_MS - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(getDb().clock.now() + PREVIEW_LINK_TTL_MS);

    const shared = await get(url);
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('New team');
    expect(shared.headers['cache-control']).toBe('private, no-store');
    expect((await get(url, other.host)).statusCode).toBe(404);
    expect((await get(`${url}x`)).statusCode).toBe(404);

    getDb().clock.advance(PREVIEW_LINK_TTL_MS + 1);
    const expired = await get(url);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain('New team');
  });
});

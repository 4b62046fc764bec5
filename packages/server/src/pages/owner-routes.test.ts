import { COLLECTION_TYPES } from '@tessera/core';
import { addContributor, createAccount, createCollection } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';
import { hashPassword } from '../auth/index.js';
import { buildTestApp, PASSWORD, seedSite, signIn, type SeededSite } from '../testing/harness.js';

const text = (html: string) => ({ blockType: 2, config: { html } });

eachDialect('page drafts API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let owner: OwnerCall;
  let other: OwnerCall;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    owner = ownerApi(app, await signIn(app, site));
    other = ownerApi(app, await signIn(app, site));
  });
  afterAll(async () => app.close());

  /** The public page as a visitor gets it (following the redirect of the home page to /). */
  async function visit(path: string): Promise<string> {
    const response = await app.inject({ url: path, headers: { host: site.host } });
    if (response.statusCode === 302) return visit(String(response.headers.location));
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  async function newPage(urlId: string) {
    const page = await createCollection(getDb().db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId,
      title: urlId,
    });
    return page.id;
  }

  it('saves a draft the public never sees, then publishes it in one step', async () => {
    const pageId = await newPage('about');
    const opened = await owner('GET', `/api/admin/pages/${pageId}/draft`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ version: 0, hasDraft: false, blocks: [] });

    const saved = await owner('PUT', `/api/admin/pages/${pageId}/draft`, {
      version: 0,
      blocks: [text('<p>Hello draft</p>'), { blockType: 47 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1, hasDraft: true, publishedBlocks: [] });
    expect(await visit('/about')).not.toContain('Hello draft');

    const published = await owner('POST', `/api/admin/pages/${pageId}/publish`, { version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ version: 2, hasDraft: false });
    expect(published.json().publishedBlocks).toEqual([
      text('<p>Hello draft</p>'),
      { blockType: 47, config: {} },
    ]);
    expect(await visit('/about')).toContain('Hello draft');
  });

  it('answers 409 with the latest version to a save based on an older one, never overwriting', async () => {
    const pageId = await newPage('contact');
    expect(
      (await owner('PUT', `/api/admin/pages/${pageId}/draft`, { version: 0, blocks: [text('mine')] }))
        .statusCode,
    ).toBe(200);
    const late = await other('PUT', `/api/admin/pages/${pageId}/draft`, {
      version: 0,
      blocks: [text('theirs')],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'changed-elsewhere',
      error: expect.stringContaining('changed elsewhere'),
      latest: { version: 1, blocks: [text('mine')] },
    });
    const stalePublish = await other('POST', `/api/admin/pages/${pageId}/publish`, { version: 0 });
    expect(stalePublish.statusCode).toBe(409);
    const kept = await owner('GET', `/api/admin/pages/${pageId}/draft`);
    expect(kept.json().blocks).toEqual([text('mine')]);
  });

  it('discards a draft back to the published page', async () => {
    const pageId = await newPage('faq');
    await owner('PUT', `/api/admin/pages/${pageId}/draft`, { version: 0, blocks: [text('a')] });
    await owner('POST', `/api/admin/pages/${pageId}/publish`, { version: 1 });
    await owner('PUT', `/api/admin/pages/${pageId}/draft`, { version: 2, blocks: [text('b')] });
    const discarded = await owner('POST', `/api/admin/pages/${pageId}/discard`, { version: 3 });
    expect(discarded.json()).toMatchObject({ version: 4, hasDraft: false, blocks: [text('a')] });
  });

  it('refuses more than 60 blocks, unknown block types and unknown pages', async () => {
    const pageId = await newPage('many');
    const many = Array.from({ length: 61 }, () => text('x'));
    expect(
      (await owner('PUT', `/api/admin/pages/${pageId}/draft`, { version: 0, blocks: many })).statusCode,
    ).toBe(400);
    expect(
      (await owner('PUT', `/api/admin/pages/${pageId}/draft`, { version: 0, blocks: [{ blockType: 9999 }] }))
        .statusCode,
    ).toBe(400);
    expect((await owner('GET', '/api/admin/pages/nope/draft')).statusCode).toBe(404);
  });

  it('lets a draft editor save drafts but not publish, and refuses signed-out callers', async () => {
    const pageId = await newPage('drafts-only');
    const { db } = getDb();
    const email = `writer-${pageId}@example.com`;
    const account = await createAccount(db, {
      email,
      passwordHash: await hashPassword(PASSWORD),
      displayName: 'Writer',
    });
    await addContributor(db, site.website.id, account.id, 16);
    const writer = ownerApi(app, await signIn(app, site, email));
    expect(
      (await writer('PUT', `/api/admin/pages/${pageId}/draft`, { version: 0, blocks: [text('w')] }))
        .statusCode,
    ).toBe(200);
    expect((await writer('POST', `/api/admin/pages/${pageId}/publish`, { version: 1 })).statusCode).toBe(403);
    const anonymous = await app.inject({
      url: `/api/admin/pages/${pageId}/draft`,
      headers: { host: site.host },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, seedSite, signIn, type SeededSite } from '../testing/harness.js';
import { ownerApi, type OwnerCall } from '../testing/owner-api.js';

eachDialect('owner layouts API', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let call: OwnerCall;
  let pageId: string;
  beforeAll(async () => {
    app = await buildTestApp(getDb());
    site = await seedSite(getDb().db);
    call = ownerApi(app, await signIn(app, site));
    pageId = (
      await createCollection(getDb().db, site.website.id, {
        type: COLLECTION_TYPES.PAGE,
        urlId: 'home',
        title: 'Home',
      })
    ).id;
  });
  afterAll(async () => app.close());

  const ensure = (body: object) => call('POST', '/api/admin/layouts', body);

  it('makes a page’s layout once and saves its blocks in order', async () => {
    const first = await ensure({ ownerKind: 'collection', ownerId: pageId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      ownerKind: 'collection',
      ownerId: pageId,
      name: 'main',
      blocks: [],
    });
    const again = await ensure({ ownerKind: 'collection', ownerId: pageId });
    expect(again.json().id).toBe(first.json().id);
    const saved = await call('PUT', `/api/admin/layouts/${first.json().id}/blocks`, {
      blocks: [
        { blockType: 2, config: { html: '<h1>Hello</h1>' } },
        { blockType: 5, config: { imageId: 'x' } },
        { blockType: 47 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().blocks.map((b: { blockType: number; position: number }) => [b.blockType, b.position]),
    ).toEqual([
      [2, 0],
      [5, 1],
      [47, 2],
    ]);
    expect((await call('GET', `/api/admin/layouts/${first.json().id}`)).json().blocks).toHaveLength(3);
  });

  it('refuses a 61st block with its own error and keeps the old blocks', async () => {
    const layout = (await ensure({ ownerKind: 'region', ownerId: 'footer' })).json();
    await call('PUT', `/api/admin/layouts/${layout.id}/blocks`, { blocks: [{ blockType: 2 }] });
    const sixty = Array.from({ length: 60 }, () => ({ blockType: 21 }));
    expect((await call('PUT', `/api/admin/layouts/${layout.id}/blocks`, { blocks: sixty })).statusCode).toBe(
      200,
    );
    const response = await call('PUT', `/api/admin/layouts/${layout.id}/blocks`, {
      blocks: [...sixty, { blockType: 21 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'too-many-blocks',
      error: 'A layout can hold at most 60 blocks.',
    });
    expect((await call('GET', `/api/admin/layouts/${layout.id}`)).json().blocks).toHaveLength(60);
  });

  it('refuses unknown block types, oversized config and owners of another website', async () => {
    const layout = (await ensure({ ownerKind: 'collection', ownerId: pageId })).json();
    const unknown = await call('PUT', `/api/admin/layouts/${layout.id}/blocks`, {
      blocks: [{ blockType: 5000 }],
    });
    expect(unknown.json().errors).toEqual({ 'blocks.0.blockType': 'Unknown block type' });
    const variant = await call('PUT', `/api/admin/layouts/${layout.id}/blocks`, {
      blocks: [{ blockType: 1003 }],
    });
    expect(variant.statusCode).toBe(200);
    const big = await call('PUT', `/api/admin/layouts/${layout.id}/blocks`, {
      blocks: [{ blockType: 2, config: { html: 'x'.repeat(70_000) } }],
    });
    expect(big.statusCode).toBe(400);
    const other = await seedSite(getDb().db);
    const theirs = await createCollection(getDb().db, other.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId: 'x',
      title: 'X',
    });
    const foreign = await ensure({ ownerKind: 'collection', ownerId: theirs.id });
    expect(foreign.json().errors).toEqual({ ownerId: 'Unknown page or item' });
  });
});

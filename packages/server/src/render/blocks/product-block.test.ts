import { COLLECTION_TYPES } from '@tessera/core';
import { createCollection, ensureLayout, replaceBlocks } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSite, type SeededSite } from '../../testing/harness.js';
import { siteChanged } from '../site-changes.js';
import { fixtureManifest, pageTestApp } from '../testing/page-test-app.js';
import { seedRenderSite, type RenderSite } from '../testing/seed-render-site.js';

// Issue 19: the PRODUCT block (43) sells one product on any page, with the product page's own
// add-to-cart island; a product that is not this site's, not published or not public shows nothing.
eachDialect('the product block', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let other: SeededSite;
  let render: RenderSite;
  let otherMug: string;
  beforeAll(async () => {
    const db = getDb().db;
    site = await seedSite(db);
    other = await seedSite(db);
    render = await seedRenderSite(db, site.website.id);
    otherMug = (await seedRenderSite(db, other.website.id)).mugId;
    app = await pageTestApp(getDb(), { manifest: fixtureManifest() });
  });
  afterAll(async () => app.close());

  /** A new page holding one product block for `productId`; its HTML. */
  async function pageWith(urlId: string, productId: unknown): Promise<string> {
    const db = getDb().db;
    const page = await createCollection(db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId,
      title: urlId,
    });
    const layout = await ensureLayout(db, site.website.id, { ownerKind: 'collection', ownerId: page.id });
    await replaceBlocks(db, site.website.id, layout, [
      { blockType: 2, config: { html: '<p>Our favourite mug.</p>' } },
      { blockType: 43, config: { productId } },
    ]);
    siteChanged(site.website.id, 'collections');
    const response = await app.inject({ url: `/${urlId}`, headers: { host: site.host } });
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it('shows the product with its link, price and add-to-cart form, and loads the island', async () => {
    const html = await pageWith('gift-ideas', render.mugId);
    const block = /<section class="block block--product">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
    expect(block).toContain('href="/shop/p/blue-mug"');
    expect(block).toContain('Blue Mug');
    expect(block).toMatch(/\$\d+\.\d\d/);
    expect(block).toContain('data-island="add-to-cart"');
    expect(html).toContain('<link rel="modulepreload" href="/assets/storefront/assets/add-to-cart.js">');
  });

  it("shows nothing for another site's product, an unknown id, a draft or a missing id", async () => {
    const draft = await getDb()
      .db.selectFrom('items')
      .select('id')
      .where('website_id', '=', site.website.id)
      .where('url_id', '=', 'draft-lamp')
      .executeTakeFirstOrThrow();
    for (const [urlId, productId] of [
      ['theirs', otherMug],
      ['unknown', 'no-such-product'],
      ['draft', draft.id],
      ['missing', undefined],
      ['wrong-type', 42],
    ] as const) {
      const html = await pageWith(urlId, productId);
      expect(html, urlId).toContain('Our favourite mug.');
      expect(html, urlId).not.toContain('block--product');
      expect(html, urlId).not.toContain('data-island="add-to-cart"');
    }
  });
});

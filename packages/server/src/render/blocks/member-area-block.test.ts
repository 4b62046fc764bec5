import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import { createCollection, createProduct, ensureLayout, insertMemberArea, replaceBlocks } from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSite, type SeededSite } from '../../testing/harness.js';
import { siteChanged } from '../site-changes.js';
import { pageTestApp } from '../testing/page-test-app.js';
import { seedRenderSite, type RenderSite } from '../testing/seed-render-site.js';

const AREA = {
  welcomeText: '',
  welcomeEmailSubject: '',
  welcomeEmailBody: '',
  freePreviewTag: null,
  collectionIds: [],
};

// Issue 19: the MEMBER_AREA block (67) shows one of the site's member areas with its price and plan
// and a Join link into the area's join flow (/members/join/:areaId).
eachDialect('the member area block', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let render: RenderSite;
  let otherArea: string;
  beforeAll(async () => {
    const db = getDb().db;
    site = await seedSite(db);
    const other = await seedSite(db);
    render = await seedRenderSite(db, site.website.id);
    otherArea = (
      await insertMemberArea(db, other.website.id, {
        ...AREA,
        name: 'Theirs',
        pricing: 'free',
        productId: null,
      })
    ).id;
    app = await pageTestApp(getDb());
  });
  afterAll(async () => app.close());

  /** A new page holding a text block and one member area block; the block's HTML ('' when none). */
  async function blockOn(urlId: string, config: Record<string, unknown>): Promise<string> {
    const db = getDb().db;
    const page = await createCollection(db, site.website.id, {
      type: COLLECTION_TYPES.PAGE,
      urlId,
      title: urlId,
    });
    const layout = await ensureLayout(db, site.website.id, { ownerKind: 'collection', ownerId: page.id });
    await replaceBlocks(db, site.website.id, layout, [
      { blockType: 2, config: { html: '<p>Learn with us.</p>' } },
      { blockType: 67, config },
    ]);
    siteChanged(site.website.id, 'collections');
    const response = await app.inject({ url: `/${urlId}`, headers: { host: site.host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Learn with us.');
    return /<section class="block block--member-area"[\s\S]*?<\/section>/.exec(response.body)?.[0] ?? '';
  }

  it('shows a free area with the block’s description, escaped, and a Join link to its join page', async () => {
    const area = await insertMemberArea(getDb().db, site.website.id, {
      ...AREA,
      name: 'Dye <Club>',
      pricing: 'free',
      productId: null,
    });
    const block = await blockOn('club', { memberAreaId: area.id, description: 'Tips & patterns.' });
    expect(block).toContain('aria-label="Dye &lt;Club&gt;"');
    expect(block).toContain('<h2 class="block--member-area__name">Dye &lt;Club&gt;</h2>');
    expect(block).toContain('Tips &amp; patterns.');
    expect(block).toContain('<span class="block--member-area__plan">Free</span>');
    expect(block).not.toContain('block--member-area__price');
    expect(block).toContain(`<a class="button button--medium" href="/members/join/${area.id}">Join</a>`);
  });

  it('shows a paid area’s price (the sale price when on sale) and its plan', async () => {
    const db = getDb().db;
    const once = await insertMemberArea(db, site.website.id, {
      ...AREA,
      name: 'Mug school',
      pricing: 'one-time',
      productId: render.mugId,
    });
    const onceBlock = await blockOn('mug-school', { memberAreaId: once.id });
    expect(onceBlock).toContain('<span class="block--member-area__price">$15.00</span>');
    expect(onceBlock).toContain('One-time payment');
    expect(onceBlock).not.toContain('block--member-area__description');

    const plan = await createProduct(db, site.website.id, {
      item: {
        collectionId: render.shopId,
        title: 'Club pass',
        urlId: 'club-pass',
        publishState: 'published',
      },
      productType: PRODUCT_TYPES.SERVICE,
      subscriptionPlan: { billingPeriod: { value: 3, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: [{ sku: 'CLUB-PASS', price: 900, currency: 'USD', unlimited: true, attributes: {} }],
    });
    const recurring = await insertMemberArea(db, site.website.id, {
      ...AREA,
      name: 'Quarterly club',
      pricing: 'recurring',
      productId: plan.item_id,
    });
    const recurringBlock = await blockOn('quarterly', { memberAreaId: recurring.id });
    expect(recurringBlock).toContain('$9.00');
    expect(recurringBlock).toContain('Every 3 months');
  });

  it("shows nothing for another site's area, an unknown or missing id", async () => {
    for (const [urlId, memberAreaId] of [
      ['theirs', otherArea],
      ['unknown', 'a'.repeat(24)],
      ['not-an-id', 'nope'],
      ['missing', undefined],
    ] as const) {
      expect(await blockOn(urlId, { memberAreaId }), urlId).toBe('');
    }
  });
});

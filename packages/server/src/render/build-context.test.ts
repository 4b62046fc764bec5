import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createItem,
  createProduct,
  ensureLayout,
  newId,
  putHeaderFooter,
  RECORD_TYPES,
  replaceBlocks,
  replaceNavigation,
  updateCollection,
  updateWebsite,
  type Executor,
} from '@tessera/db';
import { eachDialect } from '@tessera/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, seedSite, type SeededSite } from '../testing/harness.js';
import { CONTEXT_CLOCK_STEP_MS } from './build-context.js';
import { invalidateSiteData } from './invalidate-site.js';
import { seedRenderSite, type RenderSite } from './testing/seed-render-site.js';

type Json = Record<string, unknown>;

/** More of the render site: neighbours and related products, a footer region, a logo, links. */
async function seedExtras(db: Executor, websiteId: string, ids: RenderSite) {
  const product = (title: string, displayIndex: number, qtyInStock: number) =>
    createProduct(db, websiteId, {
      item: {
        collectionId: ids.shopId,
        title,
        urlId: title.toLowerCase().replace(/ /g, '-'),
        publishState: 'published',
        displayIndex,
      },
      productType: PRODUCT_TYPES.PHYSICAL,
      merchandising: { restockNotificationsEnabled: true },
      variants: [{ sku: `S-${newId()}`, price: 2000, currency: 'USD', qtyInStock }],
    });
  const bowl = await product('Sold Out Bowl', 5, 0);
  await product('Plate', 6, 4);
  await createItem(db, websiteId, {
    collectionId: ids.blogId,
    recordType: RECORD_TYPES.text,
    title: 'Second Post',
    urlId: 'second-post',
    publishState: 'published',
    displayIndex: 1,
  });
  const footer = await ensureLayout(db, websiteId, { ownerKind: 'region', ownerId: 'footer' });
  await replaceBlocks(db, websiteId, footer, [
    { blockType: 31, config: { text: 'Made by hand', source: 'Us' } },
  ]);
  await putHeaderFooter(db, websiteId, {
    header: { logo: { fileId: ids.imageId, altText: 'Clay Studio logo' }, tagline: 'Pots' },
    footer: {
      links: [
        { label: 'FAQ', url: '/faq' },
        { label: 'Evil', url: 'javascript:alert(1)' },
        { label: 'Relative', url: '//evil.example/x' },
        { label: 'Mail', url: 'mailto:hello@example.org' },
      ],
      social: [{ service: 'instagram', url: 'data:text/html,<script>alert(1)</script>' }],
    },
  });
  return { bowlId: bowl.item_id };
}

eachDialect('context keys the theme reads', (getDb) => {
  let app: FastifyInstance;
  let site: SeededSite;
  let ids: RenderSite;
  let bowlId: string;
  beforeAll(async () => {
    const { db } = getDb();
    app = await buildTestApp(getDb());
    site = await seedSite(db);
    ids = await seedRenderSite(db, site.website.id);
    ({ bowlId } = await seedExtras(db, site.website.id, ids));
    await updateWebsite(db, site.website.id, {
      settings: {
        ...site.website.settings,
        socialAccounts: [
          { serviceName: 'Instagram', profileUrl: 'https://instagram.example/clay' },
          { serviceName: 'Bad', profileUrl: 'javascript:alert(1)' },
        ],
      } as typeof site.website.settings,
    });
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.inject({ url, headers: { host: site.host, accept: 'text/html' } });
  const context = async (url: string): Promise<Json> => (await get(`${url}?format=json`)).json();

  it('gives every page `now`, rounded down to the minute so the page stays cacheable', async () => {
    const floor = (t: number) => t - (t % CONTEXT_CLOCK_STEP_MS);
    const before = Date.now();
    const json = await context('/');
    expect([floor(before), floor(Date.now())]).toContain(json['now']);
    expect((await get('/')).body).toContain(`&copy; ${new Date(before).getUTCFullYear()} `);
  });

  it('links an item page to its previous and next items in the collection’s order', async () => {
    // The list's own order decides: items of one display index created in the same millisecond are
    // ordered by id, so the seed alone does not fix which of them comes first.
    const list = ((await context('/journal'))['items'] as Json[]).map((i) => ({
      title: i['title'],
      fullUrl: i['fullUrl'],
    }));
    expect(list.map((i) => i.title).sort()).toEqual(['Hello World', 'Open Studio', 'Second Post']);
    for (const [at, entry] of list.entries()) {
      const json = await context(String(entry.fullUrl));
      expect(json['pagination'], String(entry.title)).toEqual({
        prevItem: list[at - 1] ?? null,
        nextItem: list[at + 1] ?? null,
      });
    }
    // Second Post has the highest display index: last, after one of the others.
    expect(list[2]?.title).toBe('Second Post');
    const html = (await get('/journal/second-post')).body;
    expect(html).toContain(`rel="prev" href="${String(list[1]?.fullUrl)}"`);
    const mug = await context('/shop/p/blue-mug');
    expect((mug['pagination'] as Json)['nextItem']).toMatchObject({
      fullUrl: expect.stringMatching(/^\/shop\/p\//),
    });
  });

  it('shows up to four related products on a product page, never the product itself', async () => {
    const json = await context('/shop/p/blue-mug');
    const related = json['relatedProducts'] as Json[];
    expect(related.map((r) => r['title']).sort()).toEqual(['Field Guide PDF', 'Plate', 'Sold Out Bowl']);
    expect(related.every((r) => r['structuredContent'])).toBe(true);
    expect((await get('/shop/p/blue-mug')).body).toContain('You might also like');
    expect(await context('/journal/hello-world')).not.toHaveProperty('relatedProducts');
  });

  it('renders the footer region’s blocks on every page', async () => {
    const json = await context('/shop');
    expect(json['footerBlocks']).toEqual([
      expect.objectContaining({ typeName: 'quote', text: 'Made by hand' }),
    ]);
    const html = (await get('/journal')).body;
    expect(html).toMatch(/site-footer__slot[\s\S]*Made by hand/);
  });

  it('shows the header logo with its text alternative, else the site title', async () => {
    const json = await context('/');
    expect(json['siteLogo']).toMatchObject({ id: ids.imageId, altText: 'Clay Studio logo' });
    expect((await get('/')).body).toMatch(/<a class="site-brand" href="\/"><img [^>]*alt="Clay Studio logo"/);
  });

  it('prints only owner links that are http(s), mailto, tel or site paths', async () => {
    const json = await context('/');
    const footer = (json['headerFooter'] as { footer: Json }).footer;
    expect(footer['links']).toEqual([
      { label: 'FAQ', url: '/faq' },
      { label: 'Mail', url: 'mailto:hello@example.org' },
    ]);
    expect(footer['social']).toEqual([]);
    expect((json['website'] as Json)['socialAccounts']).toEqual([
      { serviceName: 'Instagram', profileUrl: 'https://instagram.example/clay' },
    ]);
    const html = (await get('/')).body;
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('data:text/html');
  });

  it('offers the waitlist sign-up form on a sold-out product and marks the main product image', async () => {
    const json = await context('/shop/p/sold-out-bowl');
    const merchandising = (json['productMerchandisingContext'] as Record<string, Json>)[bowlId];
    expect(merchandising?.['restockNotificationViews']).toEqual([{ variantId: expect.any(String) }]);
    const html = (await get('/shop/p/sold-out-bowl')).body;
    expect(html).toContain('action="/api/site-users/account/notifications/restock"');
    expect(html).toContain(`name="productId" value="${bowlId}"`);
    const mug = (await get('/shop/p/blue-mug')).body;
    expect(mug).not.toContain('ts-waitlist');
    expect(mug).toMatch(/<img [^>]*data-product-gallery-main/);
  });

  describe('members-only pages', () => {
    it('offer the collection’s join link, else the member-areas navigation’s first link, else none', async () => {
      expect((await context('/members'))['memberArea']).toEqual({ joinUrl: null });
      const { db } = getDb();
      const join = await createCollection(db, site.website.id, {
        type: COLLECTION_TYPES.PAGE,
        urlId: 'join',
        title: 'Join',
      });
      await replaceNavigation(db, site.website.id, '_memberareas', [
        {
          title: 'Members',
          collectionId: ids.membersId,
          externalLink: null,
          memberAreaId: 'm1',
          children: [],
        },
        { title: 'Join', collectionId: join.id, externalLink: null, memberAreaId: 'm1', children: [] },
      ]);
      await updateCollection(db, site.website.id, ids.membersId, { settings: { joinUrl: 'javascript:x' } });
      invalidateSiteData(site.website.id);
      expect((await context('/members'))['memberArea']).toEqual({ joinUrl: '/join' });
      await updateCollection(db, site.website.id, ids.membersId, {
        settings: { joinUrl: 'https://members.example/join' },
      });
      invalidateSiteData(site.website.id);
      expect((await context('/members'))['memberArea']).toEqual({ joinUrl: 'https://members.example/join' });
      expect((await get('/members')).body).toContain('href="https://members.example/join"');
    });
  });
});

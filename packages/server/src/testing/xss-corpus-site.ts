import { readFileSync } from 'node:fs';
import { COLLECTION_TYPES, PRODUCT_TYPES } from '@tessera/core';
import {
  createCollection,
  createItem,
  createProduct,
  ensureLayout,
  newId,
  RECORD_TYPES,
  replaceBlocks,
  replaceNavigation,
  type Executor,
} from '@tessera/db';

// Issue 17 (G11): the XSS corpus written into a site, shared by the API test
// (hardening/xss-corpus.test.ts) and the Chromium pass (e2e/xss-chromium.e2e.ts).

/** The collections the payloads go into: a shop, a blog and the home page. */
export interface XssBase {
  shopId: string;
  blogId: string;
  homeId: string;
}

/** What every payload carries, and what an execution would report. */
export const XSS_MARKER = 'TSXSS';
/** The corpus (hardening/xss-payloads.json): script tags, handlers, URLs, SVG, breakouts, JSON-T. */
export const XSS_PAYLOADS = JSON.parse(
  readFileSync(new URL('../hardening/xss-payloads.json', import.meta.url), 'utf8'),
) as string[];

export interface XssWritten {
  pages: string[];
  products: string[];
  posts: string[];
  productIds: string[];
}

/**
 * Writes every payload into the texts owners control: a page (title, navigation title,
 * description) and its navigation link, a product (title, excerpt, body, option and value), a blog
 * post (title, excerpt, tag, body as HTML or Markdown), and an HTML block of them all plus a
 * summary of the shop on the home page. `base` names the site's shop, blog and home page.
 */
export async function writeXssPayloads(db: Executor, websiteId: string, base: XssBase): Promise<XssWritten> {
  const written: XssWritten = { pages: [], products: [], posts: [], productIds: [] };
  const links = [];
  // Straight into the database, as the API would store them: the API refuses NUL (plugins/nul-text.test.ts).
  const stored = XSS_PAYLOADS.map((p) => p.replaceAll('\u0000', ''));
  for (const [i, payload] of stored.entries()) {
    const page = await createCollection(db, websiteId, {
      type: COLLECTION_TYPES.PAGE,
      urlId: `page-${i}`,
      title: payload,
      navigationTitle: payload,
      description: payload,
    });
    written.pages.push(`/page-${i}`);
    links.push({
      title: payload,
      collectionId: page.id,
      externalLink: null,
      memberAreaId: null,
      children: [],
    });
    const product = await createProduct(db, websiteId, {
      item: {
        collectionId: base.shopId,
        title: payload,
        urlId: `product-${i}`,
        publishState: 'published',
        excerpt: payload,
        body: { html: payload },
      },
      productType: PRODUCT_TYPES.PHYSICAL,
      variantOptionOrdering: [payload.slice(0, 60)],
      variants: [
        {
          sku: `XSS-${newId()}`,
          price: 1000,
          currency: 'USD',
          qtyInStock: 5,
          attributes: { [payload.slice(0, 60)]: payload },
        },
      ],
    });
    written.products.push(`/shop/product-${i}`);
    written.productIds.push(product.item_id);
    await createItem(db, websiteId, {
      collectionId: base.blogId,
      recordType: RECORD_TYPES.text,
      title: payload,
      urlId: `post-${i}`,
      publishState: 'published',
      excerpt: payload,
      tags: [payload.slice(0, 50)],
      body: i % 2 ? { markdown: payload } : { html: payload },
    });
    written.posts.push(`/journal/post-${i}`);
  }
  await replaceNavigation(db, websiteId, 'main', links);
  const home = await ensureLayout(db, websiteId, { ownerKind: 'collection', ownerId: base.homeId });
  await replaceBlocks(db, websiteId, home, [
    { blockType: 2, config: { html: stored.join('\n') } },
    { blockType: 55, config: { collectionId: base.shopId, limit: 200 } },
  ]);
  return written;
}

import { DEFAULT_SITE_STYLES } from '@tessera/contract';
import { PASSWORD } from './harness.js';
import { FORM_ISOLATION_FIXTURES } from '../forms/testing/isolation-forms.js';
import { PLATFORM_ISOLATION_FIXTURES } from './isolation-platform.js';
import { CHECKOUT_ISOLATION_FIXTURES } from '../checkout/testing/isolation-checkout.js';
import { REVIEW_ISOLATION_FIXTURES } from '../reviews/testing/isolation-reviews.js';
import { COMMENT_ISOLATION_FIXTURES } from '../comments/testing/isolation-comments.js';
import { SELLING_ISOLATION_FIXTURES } from '../orders/testing/isolation-selling.js';
import { ANALYTICS_ISOLATION_FIXTURES } from '../analytics/testing/isolation-analytics.js';
import { CONTRIBUTOR_ISOLATION_FIXTURES } from '../contributors/testing/isolation-contributors.js';
import { GIFT_CARD_ISOLATION_FIXTURES } from '../gift-cards/testing/isolation-gift-cards.js';
import { SITE_ISOLATION_FIXTURES } from '../sites/testing/isolation-sites.js';
import { SITE_USER_ISOLATION_FIXTURES } from '../site-users/testing/isolation-site-users.js';
import { MEMBER_ISOLATION_FIXTURES } from '../members/testing/isolation-members.js';
import { PLACES_ISOLATION_FIXTURES } from '../places/testing/isolation-places.js';
import { PROMO_POPUP_ISOLATION_FIXTURES } from '../promo-popup/testing/isolation-promo-popup.js';
import { DONATION_ISOLATION_FIXTURES } from '../donations/testing/isolation-donations.js';

import type { IsolationFixture } from './isolation-types.js';

export type { IsolationCall, IsolationFixture } from './isolation-types.js';

/**
 * One entry per route that has parameters or changes data, keyed 'METHOD /url' as registered.
 * Adding a route? Add its entry here, aimed at B's ids, so the isolation test can prove it cannot
 * read or change another website's rows. Routes without an entry fail that test (GET routes with no
 * parameters are called as they are).
 */
export const ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  ...FORM_ISOLATION_FIXTURES,
  ...PLATFORM_ISOLATION_FIXTURES,
  ...CHECKOUT_ISOLATION_FIXTURES,
  ...REVIEW_ISOLATION_FIXTURES,
  ...COMMENT_ISOLATION_FIXTURES,
  ...SELLING_ISOLATION_FIXTURES,
  ...ANALYTICS_ISOLATION_FIXTURES,
  ...CONTRIBUTOR_ISOLATION_FIXTURES,
  ...GIFT_CARD_ISOLATION_FIXTURES,
  ...SITE_ISOLATION_FIXTURES,
  ...SITE_USER_ISOLATION_FIXTURES,
  ...MEMBER_ISOLATION_FIXTURES,
  ...PLACES_ISOLATION_FIXTURES,
  ...PROMO_POPUP_ISOLATION_FIXTURES,
  ...DONATION_ISOLATION_FIXTURES,
  'POST /api/auth/login': ({ site }) => ({ body: { email: site.ownerEmail, password: PASSWORD } }),
  'POST /api/auth/logout': () => ({ body: {} }),
  'PUT /api/admin/website/settings': () => ({ body: { title: 'Changed by A', cartPill: 'light' } }),
  // The search-engine settings are A's own: B's row stays as it was.
  'PUT /api/admin/seo/robots': () => ({ body: { rules: 'User-agent: *\nDisallow: /' } }),
  'PUT /api/admin/seo/url-mappings': () => ({ body: { text: '/a -> /b 301' } }),
  // B's domains: A can neither take B's host nor move or remove B's domain rows.
  'POST /api/admin/website/domains': ({ ids }) => ({ body: { host: ids['domainHost'] } }),
  'PUT /api/admin/website/domains/:domainId/primary': () => ({}),
  'DELETE /api/admin/website/domains/:domainId': () => ({}),
  // A locks and opens its own site: B's site lock row stays as it was.
  'PUT /api/admin/website/lock': () => ({ body: { password: 'changed by A' } }),
  'DELETE /api/admin/website/lock': () => ({}),
  // A restores B's revision: unknown on A's site (410), B stays locked.
  'POST /api/admin/website/lock/restore': ({ ids }) => ({ body: { revision: ids['lockRevisionId'] } }),
  // A's design aimed at B's file as its favicon: refused (files are per website).
  'PUT /api/admin/design': ({ ids }) => ({
    body: {
      styles: DEFAULT_SITE_STYLES,
      logoFileId: ids['fileId'] ?? null,
      faviconFileId: null,
      socialImageFileId: null,
    },
  }),
  // The shipped fonts are install-wide files with nothing of any website in them.
  'GET /fonts/:fontId/:file': () => ({ params: { fontId: 'inter', file: 'index.css' } }),
  'GET /fonts/:fontId/files/:file': () => ({
    params: { fontId: 'inter', file: 'inter-latin-wght-normal.woff2' },
  }),
  // Public pages: A's host asking for B's store, product and its search terms must find nothing.
  'GET /:collection': () => ({ params: { collection: 'secret-store' } }),
  'GET /:collection/:item': () => ({ params: { collection: 'secret-store', item: 'secret-product' } }),
  'GET /:collection/p/:item': () => ({ params: { collection: 'secret-store', item: 'secret-product' } }),
  'GET /*': () => ({}),
  'GET /search': () => ({ query: { q: 'product' } }),
  // A likes B's item: not A's item, so 404 and no row.
  'POST /api/content/like': ({ ids }) => ({ body: { itemId: ids['itemId'] ?? '' } }),
  'POST /api/census/RecordQuickView/:id': ({ ids }) => ({ params: { id: ids['productId'] ?? '' } }),
  // The studio's page drafts, aimed at B's collection.
  'GET /api/admin/pages/:pageId/draft': ({ ids }) => ({ params: { pageId: ids['collectionId'] ?? '' } }),
  'PUT /api/admin/pages/:pageId/draft': ({ ids }) => ({
    params: { pageId: ids['collectionId'] ?? '' },
    body: { version: 0, blocks: [] },
  }),
  'POST /api/admin/pages/:pageId/discard': ({ ids }) => ({
    params: { pageId: ids['collectionId'] ?? '' },
    body: { version: 0 },
  }),
  'POST /api/admin/pages/:pageId/publish': ({ ids }) => ({
    params: { pageId: ids['collectionId'] ?? '' },
    body: { version: 0 },
  }),
  'GET /api/admin/pages/:pageId/preview': ({ ids }) => ({ params: { pageId: ids['collectionId'] ?? '' } }),
  'POST /api/admin/pages/:pageId/preview-link': ({ ids }) => ({
    params: { pageId: ids['collectionId'] ?? '' },
  }),
  // Splash pages: B's page is not A's to read, change or unmake; B's file is not A's background.
  'POST /api/admin/cover-pages': ({ ids }) => ({
    body: { coverPage: { title: 'By A', backgroundImageFileId: ids['fileId'] ?? null } },
  }),
  'GET /api/admin/pages/:pageId/cover-page': ({ ids }) => ({ params: { pageId: ids['collectionId'] ?? '' } }),
  'PUT /api/admin/pages/:pageId/cover-page': ({ ids }) => ({
    params: { pageId: ids['collectionId'] ?? '' },
    body: { title: 'Changed by A' },
  }),
  'DELETE /api/admin/pages/:pageId/cover-page': ({ ids }) => ({
    params: { pageId: ids['collectionId'] ?? '' },
  }),
  // The e-mail preview renders A's own newest order, never B's.
  'GET /api/admin/commerce-emails/:kind': () => ({ params: { kind: 'order-confirmation' } }),
  'GET /api/admin/commerce-emails/:kind/preview': () => ({ params: { kind: 'order-confirmation' } }),
  // A's host with a made-up token: B's drafts stay B's (tokens are signed per website, tested in pages/).
  'GET /api/page-preview/:token': ({ ids }) => ({
    params: { token: `${Buffer.from(ids['collectionId'] ?? '').toString('base64url')}.99999999999999.x` },
  }),
  'POST /api/page-unlock': ({ ids }) => ({ body: { collectionId: ids['collectionId'], password: 'guess' } }),
  // Cart and inventory: A's host and cookies aimed at B's product and B's cart line (:entryId).
  'POST /api/commerce/shopping-cart/entries': ({ ids }) => ({
    body: { itemId: ids['itemId'], sku: null, quantity: 1, additionalFields: null },
  }),
  'PUT /api/commerce/shopping-cart/entries/:entryId': () => ({ body: { quantity: 2 } }),
  'DELETE /api/commerce/shopping-cart/entries/:entryId': () => ({}),
  'PUT /api/commerce/shopping-cart/entries/:entryId/additionalFields': ({ ids }) => ({
    body: { itemId: ids['itemId'], sku: null, additionalFields: '{"changed":true}' },
  }),
  'POST /api/3/commerce/cart/subscription': ({ ids }) => ({
    body: { itemId: ids['itemId'], sku: null, qty: 1, additionalFields: null },
  }),
  'POST /cart/entries/:entryId/quantity': () => ({ body: { quantity: 2 } }),
  'POST /cart/entries/:entryId/remove': () => ({ body: {} }),
  'GET /api/commerce/inventory/stock/': ({ ids }) => ({ query: { itemId: ids['itemId'] ?? '' } }),
  // A waitlist sign-up aimed at B's product (sign-up switched on) and its variant.
  'POST /api/site-users/account/notifications/restock': ({ ids }) => ({
    body: {
      productId: ids['productId'],
      variantId: ids['variantId'],
      siteVisitorEmail: 'a-visitor@example.org',
      isJoinMailingList: true,
    },
  }),
  // The owner's waitlist: B's product and variant (B has a sign-up waiting for it).
  'GET /api/site-users/account/notifications/restock': ({ ids }) => ({
    query: { productId: ids['productId'] ?? '', variantId: ids['variantId'] ?? '' },
  }),
  'POST /api/site-users/account/notifications/restock/send': ({ ids }) => ({
    body: { productId: ids['productId'], variantId: ids['variantId'] },
  }),
  'POST /api/site-users/account/notifications/restock/send/all': ({ ids }) => ({
    body: { sendRequests: [{ productId: ids['productId'], variantId: ids['variantId'] }] },
  }),
};

/** Routes that hold no website data at all (install-level or static). */
export const ISOLATION_EXEMPT: RegExp[] = [
  /^\/healthz$/,
  /^\/api\/docs(\/|$)/,
  /^\/assets\//,
  // The studio's HTML shell and its built files: the same static files for every website.
  /^\/config(\/|$)/,
];

import { claimIdempotencyKey, storeIdempotentAnswer, type Executor } from '@tessera/db';
import type { IsolationFixture } from './isolation-types.js';
import type { SeedIds } from './isolation-types.js';

/** B's idempotency key: A sending the same key must neither see nor change B's stored answer. */
export const VICTIM_IDEMPOTENCY_KEY = 'shared-key-1';

/** Gives website B rows in the platform area's own tables (the stored answer of a create). */
export async function seedVictimPlatform(db: Executor, websiteId: string): Promise<SeedIds> {
  await claimIdempotencyKey(db, websiteId, VICTIM_IDEMPOTENCY_KEY, 'secret-hash');
  await storeIdempotentAnswer(db, websiteId, VICTIM_IDEMPOTENCY_KEY, 201, { secret: 'answer' });
  return { idempotencyKey: VICTIM_IDEMPOTENCY_KEY };
}

const STORE = '/api/content-service/product/1.1/websites/:websiteId/products';

/**
 * The platform routes (header/footer, navigation, store, commerce preferences, multilingual,
 * /api/admin content, files) called as website A's admin aimed at website B's ids and names.
 */
export const PLATFORM_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'PUT /api/site-header-footer': () => ({ body: { header: { text: 'by A' }, footer: {} } }),
  'POST /api/widget/UpdateNavigation': ({ ids }) => ({
    body: {
      fieldName: 'main',
      templateId: 'default',
      navigation: { items: [{ collectionId: ids['collectionId'] }] },
    },
  }),
  [`POST ${STORE}`]: () => ({ body: { title: 'Store of A', addToNavigation: true } }),
  [`POST ${STORE}/:collectionId/categories`]: () => ({ body: { displayName: 'Root', type: 'ROOT' } }),
  'GET /api/v1/commerce-preferences/:namespace': () => ({}),
  'PUT /api/v1/commerce-preferences/:namespace': () => ({ body: { changedBy: 'A' } }),
  'PUT /api/multilingual/settings': () => ({ body: { showLanguageSwitcher: false } }),
  'PUT /api/multilingual/languages': () => ({ body: { languages: [{ code: 'fr-FR', custom_code: 'fr' }] } }),
  'DELETE /api/multilingual/connection': () => ({}),
  'GET /api/translations': () => ({ query: { language: 'fr-FR' } }),
  'PUT /api/translations': ({ ids }) => ({
    body: {
      language: 'fr-FR',
      translations: [{ kind: 'page', id: ids['collectionId'], field: 'title', value: 'Pris par A' }],
    },
  }),
  'POST /api/admin/collections': () => ({ body: { type: 10, title: 'Page of A' } }),
  'GET /api/admin/collections/:collectionId': () => ({}),
  'PATCH /api/admin/collections/:collectionId': () => ({ body: { title: 'Renamed by A' } }),
  'DELETE /api/admin/collections/:collectionId': () => ({}),
  'GET /api/admin/collections/:collectionId/items': () => ({}),
  'POST /api/admin/collections/:collectionId/items': () => ({ body: { title: 'Post by A' } }),
  'GET /api/admin/items/:itemId': () => ({}),
  'PATCH /api/admin/items/:itemId': () => ({ body: { title: 'Renamed by A' } }),
  'DELETE /api/admin/items/:itemId': () => ({}),
  'GET /api/admin/collections/:collectionId/products': () => ({}),
  'POST /api/admin/collections/:collectionId/products': () => ({
    body: { productType: 1, title: 'Product of A', variants: [{ price: 100 }] },
  }),
  'GET /api/admin/products/:productId': () => ({}),
  'PATCH /api/admin/products/:productId': () => ({ body: { title: 'Renamed by A' } }),
  'DELETE /api/admin/products/:productId': () => ({}),
  'POST /api/admin/products/:productId/variants': () => ({ body: { price: 100 } }),
  'PUT /api/admin/products/:productId/variants': () => ({
    body: { version: 1, variantOptionOrdering: [], variants: [{ price: 100 }] },
  }),
  'PATCH /api/admin/variants/:variantId': () => ({ body: { qtyInStock: 0, price: 1 } }),
  'DELETE /api/admin/variants/:variantId': () => ({}),
  'POST /api/admin/layouts': ({ ids }) => ({
    body: { ownerKind: 'collection', ownerId: ids['collectionId'] },
  }),
  'GET /api/admin/layouts/:layoutId': () => ({}),
  'PUT /api/admin/layouts/:layoutId/blocks': () => ({ body: { blocks: [] } }),
  'GET /api/admin/collections/:collectionId/categories': () => ({}),
  'PATCH /api/admin/categories/:categoryId': () => ({ body: { displayName: 'Renamed by A' } }),
  'DELETE /api/admin/categories/:categoryId': () => ({}),
  'POST /api/admin/files': () => ({ body: {} }),
  'GET /api/admin/files/:fileId': () => ({}),
  'GET /api/admin/files/:fileId/uses': () => ({}),
  'PATCH /api/admin/files/:fileId': () => ({ body: { altText: 'by A', filename: 'renamed.jpg' } }),
  'DELETE /api/admin/files/:fileId': () => ({}),
  'GET /files/:fileId/:filename': () => ({ params: { filename: 'secret.jpg' } }),
};

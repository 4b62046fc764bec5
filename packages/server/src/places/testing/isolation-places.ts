import type { IsolationFixture } from '../../testing/isolation-types.js';

/**
 * The places routes as website A's owner or visitor: A's provider settings are A's own row, the
 * suggestions go through A's provider only, and the region lists hold nothing of any website.
 */
export const PLACES_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'GET /api/google-maps/places/autocomplete': () => ({ query: { input: '1200 SE' } }),
  'GET /api/google-maps/places/details': () => ({
    query: {
      placeId: 'ChIJstandinPortlandMain',
      productPage: 'checkout',
      productSection: 'shipping-address',
    },
  }),
  'PUT /api/admin/commerce/places-settings': () => ({
    body: { provider: 'google', apiKey: 'AIzaKeyOfWebsiteA0123456789' },
  }),
  'DELETE /api/admin/commerce/places-settings': () => ({}),
  'GET /api/commerce/regions/:country': () => ({ params: { country: 'US' } }),
};

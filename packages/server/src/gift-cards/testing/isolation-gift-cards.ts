import type { IsolationFixture } from '../../testing/isolation-types.js';

const none: IsolationFixture = () => ({});

/** The owner gift-card routes called as website A aimed at website B's card (seeded by checkout). */
export const GIFT_CARD_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /api/admin/commerce/gift-cards': () => ({ body: { amountCents: 100, note: 'Issued by A' } }),
  'GET /api/admin/commerce/gift-cards/:giftCardId': none,
  'POST /api/admin/commerce/gift-cards/:giftCardId/disable': none,
  'POST /api/admin/commerce/gift-cards/:giftCardId/enable': none,
};

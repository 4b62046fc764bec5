import type { IsolationFixture } from '../../testing/isolation-types.js';

/**
 * A's own donation set-up and donate form: one set-up per website, and a donation goes into A's
 * own cart and A's own donation products, so B's rows stay as they were.
 */
export const DONATION_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
  'POST /donate': () => ({ body: { amount: '500', frequency: 'one-off' } }),
  'PUT /api/admin/commerce/donations': () => ({
    body: {
      enabled: true,
      title: 'A',
      description: '',
      buttonLabel: 'Give',
      presetAmounts: [500],
      allowCustomAmount: false,
      minimumAmount: 100,
      maximumAmount: 1000,
      frequencies: ['one-off'],
    },
  }),
};

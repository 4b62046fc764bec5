import type { IsolationFixture } from '../../testing/isolation-types.js';

/** A's own donation set-up: one per website, so B's stays as it was. */
export const DONATION_ISOLATION_FIXTURES: Record<string, IsolationFixture> = {
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

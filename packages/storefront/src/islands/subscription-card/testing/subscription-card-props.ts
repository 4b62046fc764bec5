import type { SubscriptionCardProps } from '../subscription-card.js';

/** A monthly box renewing with a Visa, on a test-mode store, as the account page renders it. */
export function subscriptionCardProps(overrides: Partial<SubscriptionCardProps> = {}): SubscriptionCardProps {
  return {
    subscriptionId: 'sub0000000000000000000001',
    productName: 'Coffee Box',
    card: { brand: 'Visa', last4: '4242' },
    actions: {
      form: '/account/subscriptions/sub0000000000000000000001/card',
      api: '/api/site-users/account/subscriptions/sub0000000000000000000001/card',
      cardTokens: '/api/commerce/checkout/payments/test-card/tokens',
    },
    xsrfToken: 'xsrf-token-of-the-session',
    idempotencyKey: 'page-key-0001',
    testCards: [
      { number: '4242 4242 4242 4242', brand: 'Visa', description: 'Payment succeeds' },
      { number: '5555 5555 5555 4444', brand: 'Mastercard', description: 'Payment succeeds' },
      { number: '4000 0000 0000 0002', brand: 'Visa', description: 'Card is declined' },
    ],
    notice: null,
    ...overrides,
  };
}

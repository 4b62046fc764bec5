/** Path of the test provider's tokenisation endpoint, the one JSON endpoint card numbers may reach. */
export const TEST_CARD_TOKENS_PATH = '/api/commerce/checkout/payments/test-card/tokens';

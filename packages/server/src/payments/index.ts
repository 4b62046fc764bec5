/** The payments area as other areas see it: import it only through this file. */
export { capturePaymentHandler } from './capture-job.js';
export { setupCardGuard, withCardRedaction } from './card-guard.js';
export { removeCardNumbers, scrubCardData } from './card-numbers.js';
export { cardTokenIdentity } from './card-tokens.js';
export { commerceSecret } from './commerce-secret.js';
export {
  PAYMENT_FAILURE_CODES,
  type Authorization,
  type PaymentCollection,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentFailureCode,
  type PaymentProvider,
  type SavedCard,
} from './payment-provider.js';
export { TEST_PROVIDER_ID } from './test-provider.js';
export { paymentProviderNamed, paymentProviderOf } from './provider-of.js';
export { TEST_CARDS, type TestCard } from './test-cards.js';
export { tokenizeTestCard } from './tokenize-card.js';
export { TEST_CARD_TOKENS_PATH } from './test-card-path.js';
export { signTestWebhook, TEST_SIGNATURE_HEADER } from './test-webhooks.js';
export { paymentOwnerRoutes } from './owner-routes.js';
export { paymentWebhookRoutes } from './webhook-routes.js';
export { type UnplacedPayments } from './webhooks.js';
export { paymentsConfigOf, usePaymentsConfig } from './payments-env.js';
export { checkPaymentSecretsKey } from './startup-check.js';
export { maskSecret, openSecrets, sealSecrets } from './secret-box.js';

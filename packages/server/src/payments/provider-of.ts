import type { PaymentProvider } from './payment-provider.js';
import { testPaymentProvider } from './test-provider.js';

/**
 * The store's payment provider. Only the built-in test-mode provider exists so far; a live
 * provider plugs in here, chosen per website.
 */
export function paymentProviderOf(_websiteId: string): PaymentProvider {
  return testPaymentProvider;
}

import type { Executor } from '@tessera/db';
import type { PaymentProvider } from './payment-provider.js';
import { testPaymentProvider, TEST_PROVIDER_ID } from './test-provider.js';

/**
 * The provider that takes a website's new payments. Only the built-in test-mode provider exists
 * so far; a configured provider is chosen here, per website.
 */
export async function paymentProviderOf(_db: Executor, _websiteId: string): Promise<PaymentProvider> {
  return testPaymentProvider;
}

/**
 * The provider a payment was made with (an order's or a saved card's `provider`), so captures,
 * refunds and renewals go back to it even after the owner switched providers. Undefined for a
 * provider no longer configured.
 */
export async function paymentProviderNamed(
  _db: Executor,
  _websiteId: string,
  providerId: string,
): Promise<PaymentProvider | undefined> {
  return providerId === TEST_PROVIDER_ID ? testPaymentProvider : undefined;
}

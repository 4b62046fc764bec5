import { findActiveProvider, type Executor } from '@tessera/db';
import type { PaymentProvider } from './payment-provider.js';
import { paymentsConfigOf } from './payments-env.js';
import { providerCredentials } from './provider-settings.js';
import { stripeProvider, STRIPE_PROVIDER_ID } from './stripe-provider.js';
import { testPaymentProvider, TEST_PROVIDER_ID } from './test-provider.js';

/**
 * The provider that takes a website's new payments: the one the owner chose in Store settings ›
 * Payments (provider-settings.ts), the built-in test provider until then.
 */
export async function paymentProviderOf(db: Executor, websiteId: string): Promise<PaymentProvider> {
  const active = await findActiveProvider(db, websiteId);
  const provider = await paymentProviderNamed(db, websiteId, active.provider);
  if (!provider) throw new Error(`Payment provider ${active.provider} is chosen but cannot be used`);
  return provider;
}

/**
 * The provider a payment was made with (an order's or a saved card's `provider`), so captures,
 * refunds and renewals go back to it even after the owner switched providers. Undefined for a
 * provider not configured (any more).
 */
export async function paymentProviderNamed(
  db: Executor,
  websiteId: string,
  providerId: string,
): Promise<PaymentProvider | undefined> {
  if (providerId === TEST_PROVIDER_ID) return testPaymentProvider;
  if (providerId !== STRIPE_PROVIDER_ID) return undefined;
  const credentials = await providerCredentials(db, websiteId, 'stripe');
  const { secretKey, webhookSecret } = credentials?.secrets ?? {};
  const publishableKey = credentials?.settings['publishableKey'];
  if (!credentials || !secretKey || !webhookSecret || !publishableKey) return undefined;
  return stripeProvider({
    mode: credentials.mode,
    publishableKey,
    secretKey,
    webhookSecret,
    apiBase: paymentsConfigOf(db).stripeApiBase,
  });
}

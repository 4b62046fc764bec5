import type {
  paypalSettingsInput,
  ResponseOf,
  shippingRateInput,
  stripeSettingsInput,
  taxRuleInput,
} from '@tessera/contract';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type ShippingRate = ResponseOf<'/api/admin/commerce/shipping-rates', 'get'>[number];
/** A whole rate or rule as the studio sends it (the contract's schema, every field given). */
export type ShippingRateBody = z.output<typeof shippingRateInput>;
export type TaxRule = ResponseOf<'/api/admin/commerce/tax-rules', 'get'>[number];
export type TaxRuleBody = z.output<typeof taxRuleInput>;
export type CheckoutSettings = ResponseOf<'/api/admin/commerce/checkout-settings', 'get'>;
export type PaymentSettings = ResponseOf<'/api/admin/commerce/payment-settings', 'get'>;
/** One outside provider's settings as the server answers them (secrets masked). */
export type ProviderSettings = PaymentSettings['providers'][number];
export type PaymentProviderId = PaymentSettings['active'];
export type StripeSettingsBody = z.output<typeof stripeSettingsInput>;
export type PaypalSettingsBody = z.output<typeof paypalSettingsInput>;
export type Preferences = ResponseOf<'/api/v1/commerce-preferences/{namespace}', 'get'>;

/**
 * The entity tag (`ETag`) of the checkout settings and of each preferences namespace as the server
 * last answered them: a save names it (`If-Match`), so settings another owner changed since are
 * refused with 409 'changed elsewhere' and the latest, never silently replaced.
 */
const tags = new Map<string, string>();

/** Records the answer's tag for `resource` when the call succeeds; answers the call unchanged. */
function tagged<C extends Promise<{ response: Response }>>(resource: string, call: C): C {
  return call.then((result) => {
    const tag = result.response.headers.get('etag');
    if (result.response.ok && tag) tags.set(resource, tag);
    return result;
  }) as C;
}

const ifMatch = (resource: string): Record<string, string> => {
  const tag = tags.get(resource);
  return tag ? { 'If-Match': tag } : {};
};

export const shippingRatesQuery = queryOptions({
  queryKey: ['store-settings', 'shipping-rates'] as const,
  queryFn: () => request(api.GET('/api/admin/commerce/shipping-rates')),
});

export const taxRulesQuery = queryOptions({
  queryKey: ['store-settings', 'tax-rules'] as const,
  queryFn: () => request(api.GET('/api/admin/commerce/tax-rules')),
});

export const checkoutSettingsQuery = queryOptions({
  queryKey: ['store-settings', 'checkout'] as const,
  // Never from a cache: the answer's tag is what the next save is made from.
  queryFn: () =>
    request(tagged('checkout', api.GET('/api/admin/commerce/checkout-settings', { cache: 'no-store' }))),
});

/** The payment provider, its test mode and cards, and the currency amounts are typed in. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['store-settings', 'payments'] as const,
  queryFn: () => request(api.GET('/api/admin/commerce/payment-settings')),
});

export const preferencesQuery = (namespace: string) =>
  queryOptions({
    queryKey: ['store-settings', 'preferences', namespace] as const,
    queryFn: () =>
      request(
        tagged(
          `preferences:${namespace}`,
          api.GET('/api/v1/commerce-preferences/{namespace}', {
            params: { path: { namespace } },
            cache: 'no-store',
          }),
        ),
      ),
  });

/** One key per created rate or rule, so a retried request creates one. */
const once = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export const createShippingRate = (body: ShippingRateBody) =>
  request(api.POST('/api/admin/commerce/shipping-rates', { body, headers: once() }));

/** Saves a rate made from `version` (a 409 'changed-elsewhere' when it has changed since). */
export const updateShippingRate = (rateId: string, body: ShippingRateBody, version?: number) =>
  request(
    api.PUT('/api/admin/commerce/shipping-rates/{rateId}', {
      params: { path: { rateId } },
      body: { ...body, version },
    }),
  );

export const deleteShippingRate = (rateId: string) =>
  request(api.DELETE('/api/admin/commerce/shipping-rates/{rateId}', { params: { path: { rateId } } }));

export const createTaxRule = (body: TaxRuleBody) =>
  request(api.POST('/api/admin/commerce/tax-rules', { body, headers: once() }));

export const updateTaxRule = (ruleId: string, body: TaxRuleBody, version?: number) =>
  request(
    api.PUT('/api/admin/commerce/tax-rules/{ruleId}', {
      params: { path: { ruleId } },
      body: { ...body, version },
    }),
  );

export const deleteTaxRule = (ruleId: string) =>
  request(api.DELETE('/api/admin/commerce/tax-rules/{ruleId}', { params: { path: { ruleId } } }));

export const saveCheckoutSettings = (body: CheckoutSettings) =>
  request(
    tagged(
      'checkout',
      api.PUT('/api/admin/commerce/checkout-settings', { body, headers: ifMatch('checkout') }),
    ),
  );

export const savePreferences = (namespace: string, body: Preferences) => {
  const resource = `preferences:${namespace}`;
  return request(
    tagged(
      resource,
      api.PUT('/api/v1/commerce-preferences/{namespace}', {
        params: { path: { namespace } },
        body,
        headers: ifMatch(resource),
      }),
    ),
  );
};

const PAYMENTS = '/api/admin/commerce/payment-settings';

/** Chooses the provider for new payments, from the settings `version` the owner saw. */
export const chooseProvider = (provider: PaymentProviderId, version?: number) =>
  request(api.PUT(`${PAYMENTS}/provider`, { body: { provider, version } }));

/** Saves Stripe's settings; empty secret fields keep the stored secrets. */
export const saveStripeSettings = (body: StripeSettingsBody) =>
  request(api.PUT(`${PAYMENTS}/providers/stripe`, { body }));

export const savePaypalSettings = (body: PaypalSettingsBody) =>
  request(api.PUT(`${PAYMENTS}/providers/paypal`, { body }));

export const removeProviderSettings = (provider: 'stripe' | 'paypal') =>
  request(api.DELETE(`${PAYMENTS}/providers/{provider}`, { params: { path: { provider } } }));

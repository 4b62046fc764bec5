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
import { ifMatch, recordSeen, requestTagged, type SettingVersion } from './setting-versions.js';

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

/** The setting name of the provider choice among the versions seen (`setting-versions.ts`). */
export const PROVIDER_CHOICE = 'payment-provider';
export const preferencesSetting = (namespace: string) => `preferences:${namespace}`;

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
  queryFn: async () =>
    (await requestTagged('checkout', api.GET('/api/admin/commerce/checkout-settings', { cache: 'no-store' })))
      .data,
});

/** The payment provider, its test mode and cards, and the currency amounts are typed in. */
export const paymentSettingsQuery = queryOptions({
  queryKey: ['store-settings', 'payments'] as const,
  queryFn: async () => {
    const settings = await request(api.GET('/api/admin/commerce/payment-settings'));
    recordSeen(PROVIDER_CHOICE, settings.version);
    return settings;
  },
});

export const preferencesQuery = (namespace: string) =>
  queryOptions({
    queryKey: ['store-settings', 'preferences', namespace] as const,
    queryFn: async () => {
      const read = api.GET('/api/v1/commerce-preferences/{namespace}', {
        params: { path: { namespace } },
        cache: 'no-store',
      });
      return (await requestTagged(preferencesSetting(namespace), read)).data;
    },
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

/** Saves the checkout settings made from the tag `from`; answers the tag of what is stored now. */
export async function saveCheckoutSettings(body: CheckoutSettings, from: SettingVersion | undefined) {
  const save = api.PUT('/api/admin/commerce/checkout-settings', { body, headers: ifMatch(from) });
  return (await requestTagged('checkout', save)).tag;
}

/** Saves a preferences namespace made from the tag `from`; answers the tag of what is stored now. */
export async function savePreferences(
  namespace: string,
  body: Preferences,
  from: SettingVersion | undefined,
) {
  const save = api.PUT('/api/v1/commerce-preferences/{namespace}', {
    params: { path: { namespace } },
    body,
    headers: ifMatch(from),
  });
  return (await requestTagged(preferencesSetting(namespace), save)).tag;
}

const PAYMENTS = '/api/admin/commerce/payment-settings';

/**
 * Chooses the provider for new payments, made from the choice's version `from` (a 409
 * 'changed-elsewhere' with the latest settings when it has changed since); answers the new version.
 */
export async function chooseProvider(provider: PaymentProviderId, from: SettingVersion | undefined) {
  const version = typeof from === 'number' ? from : undefined;
  const chosen = await request(api.PUT(`${PAYMENTS}/provider`, { body: { provider, version } }));
  recordSeen(PROVIDER_CHOICE, chosen.version);
  return chosen.version;
}

/** Saves Stripe's settings; empty secret fields keep the stored secrets. */
export const saveStripeSettings = (body: StripeSettingsBody) =>
  request(api.PUT(`${PAYMENTS}/providers/stripe`, { body }));

export const savePaypalSettings = (body: PaypalSettingsBody) =>
  request(api.PUT(`${PAYMENTS}/providers/paypal`, { body }));

export const removeProviderSettings = (provider: 'stripe' | 'paypal') =>
  request(api.DELETE(`${PAYMENTS}/providers/{provider}`, { params: { path: { provider } } }));

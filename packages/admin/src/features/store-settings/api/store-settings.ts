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
/** The setting name of an outside provider's keys among the versions seen. */
export const providerKeysSetting = (provider: 'stripe' | 'paypal') => `provider-keys:${provider}`;

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
    // Keys not saved yet are version 0: a first save is refused when another owner saved first.
    for (const provider of ['stripe', 'paypal'] as const)
      recordSeen(
        providerKeysSetting(provider),
        settings.providers.find((p) => p.id === provider)?.version ?? 0,
      );
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
  const chosen = await request(
    api.PUT(`${PAYMENTS}/provider`, { body: { provider, version: versionOf(from) } }),
  );
  recordSeen(PROVIDER_CHOICE, chosen.version);
  return chosen.version;
}

const versionOf = (from: SettingVersion | undefined) => (typeof from === 'number' ? from : undefined);

/**
 * Saves Stripe's settings made from their version `from` (a 409 'changed-elsewhere' with the latest
 * settings, keys masked, when another owner saved since); empty secret fields keep the stored
 * secrets. Answers the new version.
 */
export async function saveStripeSettings(body: StripeSettingsBody, from: SettingVersion | undefined) {
  const saved = await request(
    api.PUT(`${PAYMENTS}/providers/stripe`, { body: { ...body, version: versionOf(from) } }),
  );
  recordSeen(providerKeysSetting('stripe'), saved.version);
  return saved.version;
}

/** Saves PayPal's settings as `saveStripeSettings` saves Stripe's. */
export async function savePaypalSettings(body: PaypalSettingsBody, from: SettingVersion | undefined) {
  const saved = await request(
    api.PUT(`${PAYMENTS}/providers/paypal`, { body: { ...body, version: versionOf(from) } }),
  );
  recordSeen(providerKeysSetting('paypal'), saved.version);
  return saved.version;
}

/**
 * Forgets a provider's settings made from their version `from` (a 409 'changed-elsewhere' when
 * another owner saved them since); answers version 0 (none saved) for the next save.
 */
export async function removeProviderSettings(provider: 'stripe' | 'paypal', from?: SettingVersion) {
  const version = versionOf(from);
  await request(
    api.DELETE(`${PAYMENTS}/providers/{provider}`, {
      params: { path: { provider }, query: version === undefined ? {} : { version } },
    }),
  );
  recordSeen(providerKeysSetting(provider), 0);
  return 0;
}

import type { Json, WithDefault } from './columns.js';

export const PAYMENT_PROVIDER_IDS = ['test', 'stripe', 'paypal'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];
/** The providers that take configuration (the built-in test provider needs none). */
export const CONFIGURABLE_PROVIDERS = ['stripe', 'paypal'] as const;
export type ConfigurableProvider = (typeof CONFIGURABLE_PROVIDERS)[number];
export const PROVIDER_MODES = ['test', 'live'] as const;
export type ProviderMode = (typeof PROVIDER_MODES)[number];

/** Which provider takes a website's new payments; no row means the built-in test provider. */
export interface PaymentSettingsTable {
  website_id: string;
  active_provider: PaymentProviderId;
  version: WithDefault<number>;
  updated_at: number;
}

/**
 * An outside provider's settings: public values as JSON, secrets sealed by the server
 * (`v1.<iv>.<tag>.<ciphertext>`, AES-256-GCM) and a masked hint of each secret for the studio.
 */
export interface PaymentProviderConfigsTable {
  website_id: string;
  provider: ConfigurableProvider;
  mode: ProviderMode;
  public_settings: Json<Record<string, string>>;
  sealed_secrets: string | null;
  secret_hints: Json<Record<string, string>>;
  updated_at: number;
}

/** What applying a webhook event did (kept with the event for the owner and for support). */
export const PAYMENT_EVENT_OUTCOMES = [
  'applied',
  'already-applied',
  'no-order',
  'amount-mismatch',
  'ignored',
] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** A provider's webhook event, processed once: (provider, event_id) is the primary key. */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  website_id: string;
  kind: string;
  payment_id: string | null;
  order_id: string | null;
  outcome: PaymentEventOutcome;
  occurred_at: number;
  received_at: number;
}

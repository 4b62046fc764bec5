import type { Selectable } from 'kysely';
import type { Json, WithDefault } from './columns.js';
import type { PostalAddress } from './orders.js';

export const TEST_CARD_BEHAVIOURS = ['succeed', 'decline', 'fail'] as const;
export type TestCardBehaviour = (typeof TEST_CARD_BEHAVIOURS)[number];

export const AUTHORIZATION_STATES = [
  'authorized',
  'captured',
  'voided',
  'refunded',
  'partially-refunded',
] as const;
export type AuthorizationState = (typeof AUTHORIZATION_STATES)[number];

/**
 * The test-mode payment provider's own ledger: what it authorised and captured. It lives in our
 * database so an authorisation commits or rolls back together with its order.
 */
export interface TestPaymentAuthorizationsTable {
  id: string;
  website_id: string;
  order_id: string;
  amount: number;
  currency: string;
  brand: string;
  last4: string;
  state: AuthorizationState;
  captured_amount: WithDefault<number>;
  refunded_amount: WithDefault<number>;
  payment_method_id: string | null;
  created_at: number;
  updated_at: number;
}

/** A card saved for renewals: brand, last 4 and (test mode) how it behaves; never its number. */
export interface PaymentMethodsTable {
  id: string;
  website_id: string;
  provider: string;
  brand: string;
  last4: string;
  /** The test provider's card behaviour; 'succeed' for an outside provider's (it decides). */
  behaviour: TestCardBehaviour;
  created_at: number;
  /** The provider's id of the saved method (Stripe `pm_…`); null for the test provider's cards. */
  provider_method_ref: string | null;
  /** The provider's customer the method is attached to (Stripe `cus_…`). */
  provider_customer_ref: string | null;
}

export interface GiftCardsTable {
  id: string;
  website_id: string;
  /** SHA-256 of website id and the normalised code; the code itself is only emailed. */
  code_hash: string;
  code_last4: string;
  initial_cents: number;
  /** Never below zero (CHECK); debited atomically. */
  balance_cents: number;
  currency: string;
  order_id: string;
  recipient_email: string;
  created_at: number;
  /** Set while the owner has the card disabled: checkout no longer accepts its code. */
  disabled_at: number | null;
  /** The owner's note on a card issued by hand. */
  note: WithDefault<string>;
  /** The contributor who issued the card by hand; null for cards an order issued. */
  issued_by: WithDefault<string | null>;
}

export const GIFT_CARD_ENTRY_REASONS = ['issue', 'redeem', 'refund'] as const;
export type GiftCardEntryReason = (typeof GIFT_CARD_ENTRY_REASONS)[number];

/** Every balance change of a gift card: Σ delta = balance. */
export interface GiftCardLedgerTable {
  id: string;
  website_id: string;
  gift_card_id: string;
  order_id: string | null;
  delta: number;
  reason: GiftCardEntryReason;
  created_at: number;
}

export const SUBSCRIPTION_STATES = ['active', 'cancelled', 'completed', 'past-due'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** What every renewal charges, fixed when the subscription starts (coupons apply to the first order only). */
export interface RenewalAmounts {
  subtotal: number;
  shipping: number;
  tax: number;
  taxAdded: number;
  grandTotal: number;
}

export interface SubscriptionsTable {
  id: string;
  website_id: string;
  state: WithDefault<SubscriptionState>;
  item_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  product_type: number;
  quantity: number;
  unit_price: number;
  currency: string;
  billing_value: number;
  billing_unit: 'WEEK' | 'MONTH' | 'YEAR';
  /** 0 = indefinite. */
  num_billing_cycles: number;
  cycles_billed: number;
  next_billing_at: number | null;
  email: string;
  shipping_address: Json<PostalAddress> | null;
  location: Json<Record<string, string>> | null;
  renewal_amounts: Json<RenewalAmounts>;
  payment_method_id: string | null;
  first_order_id: string;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
  /** Set while the owner has paused renewals (migration 0800). */
  paused_at: WithDefault<number | null>;
  /** Renewals refused (card declined, no stock) and the last one's reason and time (migration 0800). */
  failed_renewals: WithDefault<number>;
  last_failure_reason: WithDefault<string | null>;
  last_failure_at: WithDefault<number | null>;
  /** When a past-due subscription's refused renewal is retried next; null when none is due (migration 1182). */
  next_retry_at: WithDefault<number | null>;
}

/** A digital product's download right: a counter limit and an expiry. */
export interface DownloadGrantsTable {
  id: string;
  website_id: string;
  order_id: string;
  order_item_id: string;
  item_id: string;
  max_downloads: number;
  /** Never above `max_downloads` (CHECK); counted atomically. */
  downloads_used: WithDefault<number>;
  expires_at: number;
  created_at: number;
}

export type TestPaymentAuthorizationRow = Selectable<TestPaymentAuthorizationsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type GiftCardRow = Selectable<GiftCardsTable>;
export type GiftCardLedgerRow = Selectable<GiftCardLedgerTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type DownloadGrantRow = Selectable<DownloadGrantsTable>;

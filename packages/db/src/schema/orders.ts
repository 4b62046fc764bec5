import type { Selectable } from 'kysely';
import type { FulfillmentState } from './selling.js';
import type { FlagWithDefault, Json, JsonWithDefault, WithDefault } from './columns.js';

/** 'pending' awaits fulfilment; 'fulfilled' is shipped (or needed no shipping); 'refunded' in full. */
export const ORDER_STATUSES = ['pending', 'fulfilled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** 'none' when nothing was charged (free, or paid in full by gift cards). */
export const PAYMENT_STATES = ['none', 'authorized', 'captured', 'partially-refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const ORDER_KINDS = ['checkout', 'subscription', 'renewal'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** A postal address as checkout collects it. */
export interface PostalAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
}

export interface OrdersTable {
  id: string;
  website_id: string;
  /** 1, 2, 3… per website. */
  order_number: number;
  kind: WithDefault<OrderKind>;
  /** The cart this order bought (unique: a cart is purchased once); null for renewals. */
  purchased_cart_id: string | null;
  subscription_id: string | null;
  status: WithDefault<OrderStatus>;
  test_mode: FlagWithDefault;
  email: string;
  shipping_address: Json<PostalAddress> | null;
  /** `{country, region, postalCode}` the shipping and tax were computed for. */
  location: Json<Record<string, string>> | null;
  /** `{id, name, amountCents}` of the chosen rate, or null. */
  shipping_option: Json<Record<string, unknown>> | null;
  currency: string;
  subtotal: number;
  discount_total: WithDefault<number>;
  shipping_total: WithDefault<number>;
  /** All tax of the order: added on top plus included in prices. */
  tax_total: WithDefault<number>;
  /** Gift card balance spent on the order. */
  gift_card_total: WithDefault<number>;
  grand_total: number;
  /** What the card was charged: grand total less gift cards. */
  amount_charged: number;
  refunded_total: WithDefault<number>;
  /** `[{code, discountCents, freeShipping}]`. */
  coupons: JsonWithDefault<unknown[]>;
  /** `[{id, name, rate, included, taxCents}]`. */
  tax_lines: JsonWithDefault<unknown[]>;
  payment_state: WithDefault<PaymentState>;
  payment_provider: string | null;
  payment_reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: number;
  updated_at: number;
  fulfilled_at: number | null;
  /** Migration 0800: per-line fulfilment, cancellation and the columns the owner's list searches. */
  fulfillment_state: WithDefault<FulfillmentState>;
  cancelled_at: WithDefault<number | null>;
  /** Lower-cased `email`, so prefix search is an index range. */
  email_key: WithDefault<string>;
  /** Lower-cased shipping name ('' when none), for the same reason. */
  name_key: WithDefault<string>;
  /** Migration 1141: the site user (shopper's account) it was placed from; null when signed out or deleted. */
  site_user_id: WithDefault<string | null>;
}

export interface OrderItemsTable {
  id: string;
  website_id: string;
  order_id: string;
  /** The product and variant as they were; no foreign key, so orders outlive deleted products. */
  item_id: string;
  variant_id: string;
  sku: string;
  product_name: string;
  product_type: number;
  quantity: number;
  unit_price: number;
  line_total: number;
  attributes: JsonWithDefault<Record<string, string>>;
  additional_fields: Json<Record<string, unknown>> | null;
  /** Units put back into stock by refunds. */
  restocked: WithDefault<number>;
  position: number;
  /** Units shipped (migration 0800). */
  fulfilled: WithDefault<number>;
  /** Units refunded line by line (migration 0800). */
  refunded_quantity: WithDefault<number>;
}

/** Hashes of the random tokens that open an order's status page (one per link handed out). */
export interface OrderAccessTokensTable {
  token_hash: string;
  website_id: string;
  order_id: string;
  created_at: number;
}

/** The last order number used per website. */
export interface OrderCountersTable {
  website_id: string;
  last_number: number;
}

/**
 * Order placements made with an `Idempotency-Key`: the key, what was asked (hash of cart and
 * body) and the order it made, so a retry returns that order instead of placing another.
 */
export interface CheckoutRequestsTable {
  website_id: string;
  key: string;
  request_hash: string;
  order_id: string | null;
  created_at: number;
}

/** What the shopper entered at checkout for one cart. */
export interface CheckoutDetailsTable {
  website_id: string;
  cart_id: string;
  email: string | null;
  shipping_address: Json<PostalAddress> | null;
  /** Ids of the gift cards applied to this checkout. */
  gift_card_ids: JsonWithDefault<string[]>;
  updated_at: number;
}

/**
 * Why stock changed: an order took it, a refund put it back, a renewal took it, the owner set it
 * (inventory screen or product editor) or a CSV import did (the last two since migration 0800).
 */
export const STOCK_MOVEMENT_REASONS = ['order', 'restock', 'renewal', 'manual', 'import'] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Every stock change commerce makes, so stock can be reconciled: initial + Σ delta = current. */
export interface StockMovementsTable {
  id: string;
  website_id: string;
  variant_id: string;
  delta: number;
  reason: StockMovementReason;
  order_id: string | null;
  created_at: number;
  /** Stock after the change; null for rows older than migration 0800. */
  qty_after: WithDefault<number | null>;
  /** The owner's words ('Counted the shelf'), if any. */
  note: WithDefault<string | null>;
  actor_id: WithDefault<string | null>;
}

/** The analytics purchase event of an order (storefront spec: value = cents / 100). */
export interface PurchaseEventsTable {
  id: string;
  website_id: string;
  order_id: string;
  value: number;
  value_cents: number;
  currency: string;
  created_at: number;
}

/** A per-website secret for commerce signatures (download links, payment tokens). */
export interface CommerceSecretsTable {
  website_id: string;
  secret: string;
  created_at: number;
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type CheckoutDetailsRow = Selectable<CheckoutDetailsTable>;

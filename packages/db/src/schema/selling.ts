import type { Selectable } from 'kysely';
import type { JsonWithDefault, WithDefault } from './columns.js';

/** What happened to an order, for its timeline (migration 0800). */
export const ORDER_EVENT_KINDS = [
  'placed',
  'paid',
  'fulfilled',
  'refunded',
  'restocked',
  'cancelled',
  'note',
  'confirmation-sent',
  'shipping-email-sent',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** One entry of an order's timeline; `data` depends on the kind (tracking, amounts, note text). */
export interface OrderEventsTable {
  id: string;
  website_id: string;
  order_id: string;
  kind: OrderEventKind;
  data: JsonWithDefault<Record<string, unknown>>;
  /** The contributor account that did it; null for the shopper or the system. */
  actor_id: string | null;
  created_at: number;
}

/**
 * A customer as the store knows them from their orders: one row per website and lower-cased
 * address, kept up to date by order placement and refunds so the owner's list needs no grouping
 * over every order.
 */
export interface CustomersTable {
  id: string;
  website_id: string;
  email_key: string;
  email: string;
  name: WithDefault<string>;
  order_count: WithDefault<number>;
  /** Minor units charged over all orders, less refunds. */
  total_spent: WithDefault<number>;
  currency: string;
  first_order_at: number;
  last_order_at: number;
}

export type OrderEventRow = Selectable<OrderEventsTable>;
export type CustomerRow = Selectable<CustomersTable>;

export const FULFILLMENT_STATES = ['unfulfilled', 'partial', 'fulfilled'] as const;
export type FulfillmentState = (typeof FULFILLMENT_STATES)[number];

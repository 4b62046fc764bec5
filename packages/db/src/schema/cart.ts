import { MAX_LINE_QUANTITY } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { FlagWithDefault, Json, JsonWithDefault, WithDefault } from './columns.js';

/** A visitor's shopping cart, or the one-item cart behind a subscription checkout. */
export const CART_KINDS = ['cart', 'subscription'] as const;
export type CartKind = (typeof CART_KINDS)[number];

/** Units of one line, for the table's CHECK: core's `MAX_LINE_QUANTITY` (storefront spec §5). */
export const MAX_CART_ENTRY_QUANTITY = MAX_LINE_QUANTITY;

export interface CartsTable {
  id: string;
  website_id: string;
  /**
   * SHA-256 (hex) of the cart token the visitor's HttpOnly cookie carries (or, for a subscription
   * cart, the token handed to the checkout). The token itself is never stored.
   */
  token_hash: string | null;
  /**
   * SHA-256 (hex) of the visitor's crumb while the cart is young: it lets parallel first adds of a
   * new visitor (no cart cookie yet) find one and the same cart. Unique per website while set.
   */
  origin_hash: string | null;
  /** The signed-in site user the cart belongs to, if any (one open cart per user). */
  site_user_id: string | null;
  kind: WithDefault<CartKind>;
  is_purchased: FlagWithDefault;
  order_id: string | null;
  selected_shipping_option: Json<unknown> | null;
  shipping_location: Json<unknown> | null;
  coupons: JsonWithDefault<unknown[]>;
  created_at: number;
  updated_at: number;
}

export interface CartEntriesTable {
  id: string;
  website_id: string;
  cart_id: string;
  item_id: string;
  variant_id: string;
  /** The variant's SKU when the line was added. */
  sku: string;
  /** 1..9999 (CHECK). */
  quantity: number;
  /** The unit price when the line was added (sale price when on sale), minor units of `currency`. */
  unit_price: number;
  currency: string;
  /** The additional-fields answers exactly as posted (a JSON object keyed by field id), or null. */
  additional_fields: Json<Record<string, unknown>> | null;
  created_at: number;
}

/** A per-website secret that derives cart tokens from cart ids (see the server's cart README). */
export interface CartKeysTable {
  website_id: string;
  secret: string;
  created_at: number;
}

export type CartRow = Selectable<CartsTable>;
export type CartEntryRow = Selectable<CartEntriesTable>;

import type { Selectable } from 'kysely';
import type { WithDefault } from './columns.js';

export const MEMBER_AREA_PRICINGS = ['free', 'one-time', 'recurring'] as const;
export type MemberAreaPricing = (typeof MEMBER_AREA_PRICINGS)[number];

export const MEMBERSHIP_SOURCES = ['free', 'order', 'subscription', 'manual'] as const;
export type MembershipSource = (typeof MEMBERSHIP_SOURCES)[number];

/** A member area: the pages and collections it protects and how access is sold (migration 1150). */
export interface MemberAreasTable {
  id: string;
  website_id: string;
  name: string;
  pricing: MemberAreaPricing;
  /** The store product whose purchase grants access (one-time or recurring); null when free. */
  product_id: string | null;
  /** Shown on the membership-confirmed page. */
  welcome_text: string;
  welcome_email_subject: string;
  welcome_email_body: string;
  /** Items carrying this tag are read free, their paywall lifted (migration 1200); null: none. */
  free_preview_tag: WithDefault<string | null>;
  /** Raised by every change, so a stale edit is refused (409 'changed-elsewhere'). */
  version: number;
  created_at: number;
  updated_at: number;
}

export interface MemberAreaCollectionsTable {
  website_id: string;
  member_area_id: string;
  collection_id: string;
}

/** A site user's access to a member area; one row per user and area, kept when revoked. */
export interface MembershipsTable {
  id: string;
  website_id: string;
  member_area_id: string;
  site_user_id: string;
  source: MembershipSource;
  order_id: string | null;
  /** For 'subscription': access lasts while the subscription is paid for. */
  subscription_id: string | null;
  granted_at: number;
  /** Set when the owner revoked access; a new grant or purchase clears it. */
  revoked_at: number | null;
  updated_at: number;
}

/** A signed-in visitor's join of a paid area, waiting for the checkout of this cart. */
export interface MemberJoinsTable {
  id: string;
  website_id: string;
  member_area_id: string;
  site_user_id: string;
  cart_id: string;
  created_at: number;
}

/** A lesson a member marked complete. */
export interface LessonProgressTable {
  website_id: string;
  site_user_id: string;
  item_id: string;
  completed_at: number;
}

export type MemberAreaRow = Selectable<MemberAreasTable>;
export type MembershipRow = Selectable<MembershipsTable>;

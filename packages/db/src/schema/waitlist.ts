import type { Selectable } from 'kysely';
import type { Flag } from './columns.js';

/**
 * Waitlist sign-ups (storefront spec §3 "Restock signup request"; the table was `restock_sign_ups`
 * before migration 0801): one row per website, product, variant and address, so signing up twice
 * never stores the address twice.
 */
export interface WaitlistSignUpsTable {
  id: string;
  website_id: string;
  /** The product's item id. */
  product_id: string;
  /** The variant waited for; '' for the product as a whole. */
  variant_id: string;
  /** The visitor's address, trimmed and lower-cased. */
  email: string;
  /** Whether the visitor also asked to join the site's mailing list. */
  join_mailing_list: Flag;
  /** The page's language (BCP 47) when the form said, for the later email. */
  language: string | null;
  created_at: number;
  /** When the back-in-stock email was queued for this sign-up; never twice (migration 0801). */
  notified_at: number | null;
  /** Until when the unit this sign-up was told about is held for it before the next in line hears. */
  hold_ends_at: number | null;
}

export type WaitlistSignUpRow = Selectable<WaitlistSignUpsTable>;

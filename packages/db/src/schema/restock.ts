import type { Selectable } from 'kysely';
import type { Flag } from './columns.js';

/**
 * Back-in-stock sign-ups (storefront spec §3 "Restock signup request"): one row per website,
 * product, variant and address, so signing up twice never stores the address twice.
 */
export interface RestockSignUpsTable {
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
}

export type RestockSignUpRow = Selectable<RestockSignUpsTable>;

import type { Selectable } from 'kysely';

/** A single-use sign-in handoff to a website (migration 1010). */
export interface SiteHandoffsTable {
  /** SHA-256 of the secret; the secret itself travels only in the URL fragment. */
  token_hash: string;
  website_id: string;
  account_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type SiteHandoffRow = Selectable<SiteHandoffsTable>;

/** The site-wide lock screen's password (migration 1110); no row: the site is open. */
export interface SiteLocksTable {
  website_id: string;
  /** argon2id hash; the password itself is never stored. */
  password_hash: string;
  updated_at: number;
}

/** A lock screen state a change replaced (migration 1190), restorable by its opaque id. */
export interface SiteLockRevisionsTable {
  id: string;
  website_id: string;
  /** Orders one website's revisions (timestamps can tie). */
  seq: number;
  /** The argon2id hash then in force; null: the site was open. */
  password_hash: string | null;
  created_at: number;
}

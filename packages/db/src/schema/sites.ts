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

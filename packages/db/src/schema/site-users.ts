import type { Selectable } from 'kysely';
import type { Flag, FlagWithDefault, WithDefault } from './columns.js';

/** A site user: a customer with an account on one website (migration 1050). */
export interface SiteUsersTable {
  id: string;
  website_id: string;
  /** Trimmed and lower-cased; unique per website. */
  email: string;
  name: string;
  /** argon2id. */
  password_hash: string;
  /** When the address was proved by the verification link; null until then. */
  verified_at: number | null;
  /** The language the user chose (`POST /api/site-users/account/locale`). */
  locale: string | null;
  created_at: number;
  updated_at: number;
}

/** A site user's session; the id itself lives only in the user's HttpOnly cookie. */
export interface SiteUserSessionsTable {
  id_hash: string;
  website_id: string;
  site_user_id: string;
  /** Echoed in `X-SiteUser-XSRF-Token` on mutating calls. */
  xsrf_token: string;
  /** 'Remember me': a long-lived cookie instead of a browser-session one. */
  remember: Flag;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export const SITE_USER_TOKEN_PURPOSES = ['verify', 'reset'] as const;
export type SiteUserTokenPurpose = (typeof SITE_USER_TOKEN_PURPOSES)[number];

/** A single-use link (e-mail verification, password reset); only the secret's SHA-256 is kept. */
export interface SiteUserTokensTable {
  token_hash: string;
  website_id: string;
  site_user_id: string;
  purpose: SiteUserTokenPurpose;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A requested e-mail change (migration 1060): the new address, until its single-use link is used. */
export interface SiteUserEmailChangesTable {
  token_hash: string;
  website_id: string;
  site_user_id: string;
  new_email: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One failed sign-in, counted per subject ('email:<address>' or 'ip:<address>') for the lockout. */
export interface SiteUserSignInFailuresTable {
  id: string;
  website_id: string;
  subject: string;
  failed_at: number;
}

export type SiteUserRow = Selectable<SiteUsersTable>;
export type SiteUserSessionRow = Selectable<SiteUserSessionsTable>;
export type SiteUserTokenRow = Selectable<SiteUserTokensTable>;
export type SiteUserEmailChangeRow = Selectable<SiteUserEmailChangesTable>;

/** An address kept in a site user's account (migration 1140); one may be the default for checkout. */
export interface SiteUserAddressesTable {
  id: string;
  website_id: string;
  site_user_id: string;
  name: string;
  line1: string;
  line2: WithDefault<string>;
  city: string;
  region: WithDefault<string>;
  postal_code: WithDefault<string>;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: WithDefault<string>;
  is_default: FlagWithDefault;
  created_at: number;
  updated_at: number;
}

export type SiteUserAddressRow = Selectable<SiteUserAddressesTable>;

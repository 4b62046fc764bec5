import type { Selectable } from 'kysely';
import type { ContributorRole } from '@tessera/core';
import type { FlagWithDefault, JsonWithDefault, WithDefault } from './columns.js';

/** Contributor role codes are core's (`CONTRIBUTOR_ROLES`, the spec's 15). */
export type { ContributorRole } from '@tessera/core';

/** Website settings kept as one JSON document; missing keys take `DEFAULT_WEBSITE_SETTINGS`. */
export interface WebsiteSettings {
  cartPill: 'light' | 'dark';
  buttonLabels: {
    addToCart: string;
    subscribe: string;
    quantity: string;
    quickView: string;
    selectValue: string;
  };
  productReviewsDisplay: 'hidden' | 'visible';
  /** The e-mail inviting a buyer to review an order's products, `delayDays` after it is all shipped. */
  reviewRequests: { enabled: boolean; delayDays: number };
  multipleQuantityAllowedForServices: boolean;
  captcha: { enabled: boolean; siteKey: string | null; theme: 'light' | 'dark' };
  cookiePolicy: { bannerEnabled: boolean; restrictive: boolean };
  commentsEnabled: boolean;
  /** Visitors who are not signed in may comment with a name and an e-mail address. */
  commentGuestsAllowed: boolean;
  /** New comments wait for a moderator before they are public. */
  commentsRequireApproval: boolean;
  /** With a shortname, comments are Disqus's instead of ours ('' when unset). */
  disqusShortname: string;
  /** Visitors may like blog posts and events (one like per visitor and item). */
  simpleLikingEnabled: boolean;
  /**
   * Share links under items: service names (core's `SHARE_SERVICES`); imported sites may hold an
   * object of flags instead, which readers accept too.
   */
  shareButtonOptions: string[] | Record<string, unknown>;
  useCLDRMoneyFormat: boolean;
  /** What the site is about: the meta description of pages that have none of their own. */
  description: string;
  businessInformation: BusinessInformation;
  /** The owner's profiles, shown in the footer (`website.socialAccounts`). */
  socialAccounts: SocialAccount[];
  design: SiteDesignSettings;
}

/** The Design screen's choices; `styles` is null until the owner saves them once (theme defaults). */
export interface SiteDesignSettings {
  /** As the server validated them (contract `siteStyles`), rendered as the theme's custom properties. */
  styles: Record<string, unknown> | null;
  favicon: ChosenImage | null;
  socialImage: ChosenImage | null;
}

/** An image file of the site chosen for a purpose, with its public path at the time it was chosen. */
export interface ChosenImage {
  fileId: string;
  url: string;
  contentType: string;
}

/** The business behind the site, as the footer and contact pages show it (empty when unset). */
export interface BusinessInformation {
  name: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2, or '' when unset. */
  country: string;
}

export interface SocialAccount {
  serviceName: string;
  profileUrl: string;
}

export const DEFAULT_WEBSITE_SETTINGS: WebsiteSettings = Object.freeze({
  cartPill: 'light',
  buttonLabels: Object.freeze({
    addToCart: 'Add To Cart',
    subscribe: 'Subscribe',
    quantity: 'Quantity',
    quickView: 'Quick View',
    selectValue: 'Select Value',
  }),
  productReviewsDisplay: 'visible',
  reviewRequests: Object.freeze({ enabled: true, delayDays: 7 }),
  multipleQuantityAllowedForServices: true,
  captcha: Object.freeze({ enabled: false, siteKey: null, theme: 'light' as const }),
  cookiePolicy: Object.freeze({ bannerEnabled: false, restrictive: false }),
  commentsEnabled: true,
  commentGuestsAllowed: true,
  commentsRequireApproval: true,
  disqusShortname: '',
  simpleLikingEnabled: false,
  shareButtonOptions: [],
  useCLDRMoneyFormat: false,
  description: '',
  businessInformation: Object.freeze({
    name: '',
    email: '',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    region: '',
    postalCode: '',
    country: '',
  }),
  socialAccounts: [],
  design: Object.freeze({ styles: null, favicon: null, socialImage: null }),
}) as WebsiteSettings;

export interface WebsitesTable {
  id: string;
  slug: string;
  title: string;
  /** ISO 4217 code; the schema default is USD. */
  currency: WithDefault<string>;
  locale: WithDefault<string>;
  time_zone: WithDefault<string>;
  /** ISO 3166-1 alpha-2 country of the store, used for tax and instalment providers. */
  store_country: string | null;
  settings: JsonWithDefault<Partial<WebsiteSettings>>;
  created_at: number;
  updated_at: number;
}

export interface WebsiteDomainsTable {
  id: string;
  website_id: string;
  /** Lower-case host name without port. */
  host: string;
  is_primary: FlagWithDefault;
  created_at: number;
}

export interface AccountsTable {
  id: string;
  /** Stored lower-cased; unique across the install. */
  email: string;
  password_hash: string;
  display_name: string;
  created_at: number;
  updated_at: number;
}

export interface WebsiteContributorsTable {
  website_id: string;
  account_id: string;
  role: ContributorRole;
  created_at: number;
}

export interface ContributorInvitationsTable {
  id: string;
  website_id: string;
  /** Stored lower-cased, as accounts are. */
  email: string;
  role: ContributorRole;
  /** SHA-256 of the link's secret; the secret itself is only in the e-mail. */
  token_hash: string;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
  /** Set when the link was used: a link works once. */
  accepted_at: number | null;
}

export interface SessionsTable {
  /** SHA-256 of the session id; the id itself lives only in the owner's cookie. */
  id_hash: string;
  account_id: string;
  website_id: string;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

export type WebsiteRow = Selectable<WebsitesTable>;
export type AccountRow = Selectable<AccountsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ContributorRow = Selectable<WebsiteContributorsTable>;
export type ContributorInvitationRow = Selectable<ContributorInvitationsTable>;
export type WebsiteDomainRow = Selectable<WebsiteDomainsTable>;

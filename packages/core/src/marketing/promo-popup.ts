/**
 * The promotional pop-up (page type 104, 'popup overlay'): the owner's choices and the rules the
 * visitor's browser applies to them. The browser remembers three things under the spec's
 * local-storage keys (platform spec: 'date-closed, version, submitted').
 */

export const PROMO_POPUP_ACTIONS = ['newsletter', 'link'] as const;
export type PromoPopupAction = (typeof PROMO_POPUP_ACTIONS)[number];

/** When it opens: after a number of seconds on the page, or after scrolling a share of it. */
export const PROMO_POPUP_TRIGGERS = ['delay', 'scroll'] as const;
export type PromoPopupTrigger = (typeof PROMO_POPUP_TRIGGERS)[number];

/** Where it shows: every page, the home page only, or the owner's list of paths. */
export const PROMO_POPUP_PLACEMENTS = ['all', 'home', 'selected'] as const;
export type PromoPopupPlacement = (typeof PROMO_POPUP_PLACEMENTS)[number];

export const PROMO_POPUP_LIMITS = {
  heading: 200,
  body: 1000,
  buttonLabel: 60,
  successText: 300,
  linkUrl: 2000,
  delaySeconds: 600,
  scrollPercent: 100,
  reshowDays: 365,
  pagePaths: 50,
  pagePath: 500,
} as const;

export const PROMO_POPUP_DEFAULT_RESHOW_DAYS = 7;

/** The browser's local-storage keys, one per remembered fact (platform spec: date-closed, version, submitted). */
export const PROMO_POPUP_STORAGE_KEYS = {
  dateClosed: 'tessera-promo-popup:date-closed',
  version: 'tessera-promo-popup:version',
  submitted: 'tessera-promo-popup:submitted',
} as const;

/** What the browser remembers of earlier visits (each absent until it happened). */
export interface PromoPopupMemory {
  /** When the visitor last closed it (ms since the epoch). */
  readonly dateClosed?: number | undefined;
  /** The settings version the visitor closed or signed up to. */
  readonly version?: number | undefined;
  /** Whether the visitor signed up (with that version). */
  readonly submitted?: boolean | undefined;
}

export interface PromoPopupReturnRules {
  /** The owner's settings version now: a visitor who closed an older one sees the new one. */
  readonly version: number;
  /** Days before it comes back after being closed; 0 shows it on every visit. */
  readonly reshowDays: number;
  readonly hideAfterSignUp: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the pop-up opens for this visitor now, given what the browser remembers.
 *
 * @example
 * shouldShowPromoPopup({ version: 2, reshowDays: 7, hideAfterSignUp: true }, { dateClosed: now - DAY, version: 2 }, now); // false
 */
export function shouldShowPromoPopup(
  rules: PromoPopupReturnRules,
  memory: PromoPopupMemory,
  now: number,
): boolean {
  const sameVersion = memory.version === rules.version;
  if (rules.hideAfterSignUp && memory.submitted === true && sameVersion) return false;
  if (memory.dateClosed === undefined || !sameVersion) return true;
  if (rules.reshowDays <= 0) return true;
  return now - memory.dateClosed >= rules.reshowDays * DAY_MS;
}

/** A page path as the owner's list compares it: no query, no trailing slash, lower-cased. */
export function normalisePopupPath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').trim().toLowerCase();
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Whether the pop-up belongs on the page at `path` (the site's home is '/'). */
export function promoPopupShowsOn(
  placement: PromoPopupPlacement,
  pagePaths: readonly string[],
  path: string,
): boolean {
  const here = normalisePopupPath(path);
  if (placement === 'all') return true;
  if (placement === 'home') return here === '/';
  return pagePaths.some((p) => normalisePopupPath(p) === here);
}

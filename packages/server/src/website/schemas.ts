import {
  businessInformation,
  domainHost,
  shareButtonOptions,
  siteCurrency,
  siteDescription,
  siteLanguage,
  sitePassword,
  siteTimeZone,
  siteTitle,
  socialAccounts,
} from '@tessera/contract';
import { z } from 'zod';

/** As stored (every key present, '' when unset). */
const businessInformationAnswer = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
});

const label = z.string().trim().min(1).max(100);

export const websiteSettings = z.object({
  title: siteTitle,
  description: z.string(),
  currency: z.string().length(3),
  locale: z.string().min(2).max(35),
  timeZone: z.string().min(1).max(64),
  storeCountry: z.string().length(2).nullable(),
  businessInformation: businessInformationAnswer,
  socialAccounts: z.array(z.object({ serviceName: z.string(), profileUrl: z.string() })),
  cartPill: z.enum(['light', 'dark']),
  buttonLabels: z.object({
    addToCart: label,
    subscribe: label,
    quantity: label,
    quickView: label,
    selectValue: label,
  }),
  productReviewsDisplay: z.enum(['hidden', 'visible']),
  /** The e-mail inviting buyers to review what they bought (reviews area, page type 209). */
  reviewRequests: z.object({
    enabled: z.boolean(),
    /** Days after the order is all shipped; 0 sends it at once. */
    delayDays: z.number().int().min(0).max(60),
  }),
  multipleQuantityAllowedForServices: z.boolean(),
  captcha: z.object({
    enabled: z.boolean(),
    siteKey: z.string().max(200).nullable(),
    theme: z.enum(['light', 'dark']),
  }),
  cookiePolicy: z.object({ bannerEnabled: z.boolean(), restrictive: z.boolean() }),
  commentsEnabled: z.boolean(),
  commentGuestsAllowed: z.boolean(),
  commentsRequireApproval: z.boolean(),
  /** Disqus's site shortname: letters, digits and hyphens; '' for our own comments. */
  disqusShortname: z.union([
    z.literal(''),
    z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Letters, digits and hyphens only'),
  ]),
  simpleLikingEnabled: z.boolean(),
  shareButtonOptions: shareButtonOptions,
  useCLDRMoneyFormat: z.boolean(),
});

export type WebsiteSettingsDto = z.infer<typeof websiteSettings>;

/**
 * PUT takes any subset; nested groups are replaced whole. The site's identity fields validate with
 * the contract's schemas, which the studio's Settings form uses too.
 */
export const websiteSettingsPatch = websiteSettings
  .extend({
    description: siteDescription,
    businessInformation,
    socialAccounts,
    currency: siteCurrency,
    locale: siteLanguage,
    timeZone: siteTimeZone,
  })
  .partial()
  .strict();

export const websiteDomain = z.object({
  id: z.string(),
  host: z.string(),
  primary: z.boolean(),
});
export const websiteDomainList = z.object({ domains: z.array(websiteDomain) });
export const addDomainBody = z.object({ host: domainHost }).strict();
export const domainParams = z.object({ domainId: z.string().min(1).max(64) });

export type WebsiteDomainDto = z.infer<typeof websiteDomain>;

/** The site-wide lock screen as the studio sees it: on or off, never the password. */
export const siteLock = z.object({ locked: z.boolean() });
export const siteLockBody = z.object({ password: sitePassword }).strict();
export type SiteLockDto = z.infer<typeof siteLock>;

/**
 * What a lock change answers: the new state and the opaque id of the state it replaced (null when
 * none is kept). Restoring that revision takes the change back; it never reveals a password.
 */
export const siteLockChange = siteLock.extend({ previousRevision: z.string().nullable() });
export type SiteLockChangeDto = z.infer<typeof siteLockChange>;
export const siteLockRestoreBody = z
  .object({ revision: z.string().regex(/^[0-9a-f]{24}$/, 'Not a lock screen revision') })
  .strict();

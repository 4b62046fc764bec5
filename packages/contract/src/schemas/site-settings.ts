import { isCurrencyCode, SHARE_SERVICES } from '@tessera/core';
import { z } from 'zod';

/**
 * The site's identity as the studio's Settings screen edits it: the server validates the body
 * with these schemas and the studio's form resolves with the same ones, so a message appears at
 * its field before the request is sent and again (from the server) if the server disagrees.
 */

export const SITE_TITLE_MAX = 200;
export const SITE_DESCRIPTION_MAX = 400;
export const MAX_SOCIAL_ACCOUNTS = 20;

/** Spec editor messages (platform spec §5). */
export const VALID_EMAIL_MESSAGE = 'Please enter a valid email';
export const LINK_FORMAT_MESSAGE = 'Links must be formatted as example.com or https://example.com';

const line = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/** A valid IANA time zone name (whatever this runtime's Intl knows). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A well-formed BCP 47 language tag ('en-US', 'fr', 'pt-BR'). */
export function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

export const siteTitle = z
  .string()
  .trim()
  .min(1, 'Please enter a site title')
  .max(SITE_TITLE_MAX, `Must be at most ${SITE_TITLE_MAX} characters`);
export const siteDescription = line(SITE_DESCRIPTION_MAX);
export const siteTimeZone = z.string().min(1).max(64).refine(isTimeZone, 'Unknown time zone');
export const siteLanguage = z.string().min(2).max(35).refine(isLanguageTag, 'Unknown language');
export const siteCurrency = z
  .string()
  .length(3, 'Unsupported currency')
  .refine(isCurrencyCode, 'Unsupported currency');

const optionalEmail = z.union([z.literal(''), z.email(VALID_EMAIL_MESSAGE).max(254)]);

export const businessInformation = z.object({
  name: line(200),
  email: z.string().trim().pipe(optionalEmail),
  phone: line(50),
  addressLine1: line(200),
  addressLine2: line(200),
  city: line(100),
  region: line(100),
  postalCode: line(20),
  country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'Choose a country from the list')]),
});

/** 'example.com/me' is taken as https://example.com/me; anything but http(s) is refused. */
export const profileUrl = z
  .string()
  .trim()
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(
    z
      .string()
      .max(2000)
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
        } catch {
          return false;
        }
      }, LINK_FORMAT_MESSAGE),
  );

export const socialAccount = z.object({
  serviceName: z.string().trim().min(1, 'Please enter the service name').max(50),
  profileUrl,
});

export const socialAccounts = z
  .array(socialAccount)
  .max(MAX_SOCIAL_ACCOUNTS, `At most ${MAX_SOCIAL_ACCOUNTS} social accounts`);

/** The services whose share links show under items, each once, in `SHARE_SERVICES` order when read. */
export const shareButtonOptions = z
  .array(z.enum(SHARE_SERVICES, { message: `Share buttons may be ${SHARE_SERVICES.join(', ')}` }))
  .max(SHARE_SERVICES.length)
  .refine((names) => new Set(names).size === names.length, 'Each share button may be chosen once');

export type BusinessInformation = z.infer<typeof businessInformation>;
export type SocialAccount = z.infer<typeof socialAccount>;

/** A host name the site answers for: lower case, no scheme, port or path. */
export const DOMAIN_FORMAT_MESSAGE = 'Domains must be formatted as example.com';
export const domainHost = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, DOMAIN_FORMAT_MESSAGE)
  .regex(
    /^(?=.{1,253}$)(localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9])$/,
    DOMAIN_FORMAT_MESSAGE,
  );

/** The site-wide lock screen's password: long enough to mean something, short enough to hash. */
export const SITE_PASSWORD_MIN = 4;
export const SITE_PASSWORD_MAX = 200;
export const sitePassword = z
  .string()
  .min(1, 'Please enter a password')
  .min(SITE_PASSWORD_MIN, `Must be at least ${SITE_PASSWORD_MIN} characters`)
  .max(SITE_PASSWORD_MAX, `Must be at most ${SITE_PASSWORD_MAX} characters`);

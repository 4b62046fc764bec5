import type { Website } from '@tessera/db';
import { LRUCache } from 'lru-cache';
import { siteStyles } from '@tessera/contract';
import { siteStylesheet } from '../../fonts/index.js';
import { localizedStrings } from './localized-strings.js';
import { safeLinkUrl } from './urls.js';

/** The parts of the template context that depend only on the website and the address it answers at. */
export interface WebsiteParts {
  website: Record<string, unknown>;
  websiteSettings: Record<string, unknown>;
  localizedStrings: Record<string, string>;
  featureFlags: Record<string, boolean>;
  baseUrl: string;
}

const cache = new LRUCache<string, WebsiteParts>({ max: 1000 });

function extra(settings: object, key: string): unknown {
  return (settings as Record<string, unknown>)[key];
}

/**
 * The owner's social accounts (settings `socialAccounts`), each `{serviceName, profileUrl}` with a
 * link we print (http(s), mailto, tel or a site path); others are left out.
 */
function socialAccounts(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const account = entry as Record<string, unknown>;
    const profileUrl = safeLinkUrl(account['profileUrl']);
    return profileUrl ? [{ ...account, profileUrl }] : [];
  });
}

/** The Design screen's styles as the theme's custom properties; null until the owner saved some. */
function siteStylesOf(stored: unknown): { css: string; fontStylesheets: string[] } | null {
  const parsed = siteStyles.safeParse(stored);
  return parsed.success ? siteStylesheet(parsed.data) : null;
}

function build(website: Website, baseUrl: string): WebsiteParts {
  const s = website.settings;
  const disqusShortname = typeof extra(s, 'disqusShortname') === 'string' ? extra(s, 'disqusShortname') : '';
  return {
    website: {
      id: website.id,
      identifier: website.slug,
      siteTitle: website.title,
      siteDescription: s.description,
      baseUrl,
      timeZone: website.time_zone,
      language: website.locale,
      currency: website.currency,
      storeCountry: website.store_country,
      captchaSettings: {
        enabled: s.captcha.enabled,
        siteKey: s.captcha.siteKey ?? '',
        theme: s.captcha.theme,
      },
      // The stored value as it is: theme authors' `social-button-inline` reads both spellings.
      shareButtonOptions: s.shareButtonOptions,
      socialAccounts: socialAccounts(extra(s, 'socialAccounts')),
      businessInformation: s.businessInformation,
      siteStyles: siteStylesOf(s.design.styles),
      favicon: s.design.favicon && { url: s.design.favicon.url, contentType: s.design.favicon.contentType },
      socialImage: s.design.socialImage && { url: s.design.socialImage.url },
    },
    websiteSettings: {
      storeSettings: {
        multipleQuantityAllowedForServices: s.multipleQuantityAllowedForServices,
        currencyCode: website.currency,
        selectedCurrency: website.currency,
        cartPillTheme: s.cartPill,
        productReviewsDisplay: s.productReviewsDisplay,
        storeCountry: website.store_country,
      },
      commentsEnabled: s.commentsEnabled,
      simpleLikingEnabled: s.simpleLikingEnabled === true,
      disqusShortname,
      // The spec spells it both ways; `disqus?` reads the capital-N form.
      disqusShortName: disqusShortname,
      cookiePolicy: s.cookiePolicy,
    },
    localizedStrings: localizedStrings(website.locale, s),
    // We always show real currency formatting (CLDR money strings), never the legacy spans.
    featureFlags: { useCLDRMoneyFormat: true },
    baseUrl,
  };
}

/** Website parts of the context, rebuilt only when the website row changes. */
export function websiteParts(website: Website, baseUrl: string): WebsiteParts {
  const key = `${website.id}\u0000${website.updated_at}\u0000${baseUrl}`;
  let parts = cache.get(key);
  if (!parts) {
    parts = build(website, baseUrl);
    cache.set(key, parts);
  }
  return parts;
}

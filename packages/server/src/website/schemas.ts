import { isCurrencyCode } from '@tessera/core';
import { z } from 'zod';

const label = z.string().trim().min(1).max(100);

export const websiteSettings = z.object({
  title: z.string().trim().min(1).max(200),
  currency: z.string().length(3),
  locale: z.string().min(2).max(35),
  timeZone: z.string().min(1).max(64),
  storeCountry: z.string().length(2).nullable(),
  cartPill: z.enum(['light', 'dark']),
  buttonLabels: z.object({
    addToCart: label,
    subscribe: label,
    quantity: label,
    quickView: label,
    selectValue: label,
  }),
  productReviewsDisplay: z.enum(['hidden', 'visible']),
  multipleQuantityAllowedForServices: z.boolean(),
  captcha: z.object({
    enabled: z.boolean(),
    siteKey: z.string().max(200).nullable(),
    theme: z.enum(['light', 'dark']),
  }),
  cookiePolicy: z.object({ bannerEnabled: z.boolean(), restrictive: z.boolean() }),
  commentsEnabled: z.boolean(),
  useCLDRMoneyFormat: z.boolean(),
});

export type WebsiteSettingsDto = z.infer<typeof websiteSettings>;

/** PUT takes any subset; nested groups are replaced whole. */
export const websiteSettingsPatch = websiteSettings
  .partial()
  .strict()
  .refine((v) => v.currency === undefined || isCurrencyCode(v.currency), {
    message: 'Unsupported currency',
    path: ['currency'],
  })
  .refine((v) => v.timeZone === undefined || isTimeZone(v.timeZone), {
    message: 'Unknown time zone',
    path: ['timeZone'],
  });

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

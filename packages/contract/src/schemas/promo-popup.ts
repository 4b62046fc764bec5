import {
  PROMO_POPUP_ACTIONS,
  PROMO_POPUP_DEFAULT_RESHOW_DAYS,
  PROMO_POPUP_LIMITS as L,
  PROMO_POPUP_PLACEMENTS,
  PROMO_POPUP_TRIGGERS,
} from '@tessera/core';
import { z } from 'zod';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** A path on this site (`/sale`, never `//host`) or an http(s) address. */
const linkUrl = z
  .string()
  .trim()
  .max(L.linkUrl)
  .regex(
    /^(\/(?!\/)[^\s\\]*|https?:\/\/[^\s\\/?#][^\s\\]*)$/,
    'Use a path on this site (/sale) or an http(s) address',
  );

const pagePath = z
  .string()
  .trim()
  .min(1)
  .max(L.pagePath)
  .regex(/^\/(?!\/)[^\s\\?#]*$/, 'Use a path on this site, such as /shop');

/**
 * The promotional pop-up as the owner sets it (page type 104): the server validates with this
 * schema and the studio's form resolves with it. Every save replaces the whole pop-up.
 */
export const promoPopupFields = z.object({
  enabled: z.boolean(),
  heading: z.string().trim().max(L.heading),
  body: z.string().trim().max(L.body),
  buttonLabel: z.string().trim().min(1, 'Enter a button label').max(L.buttonLabel),
  /** What the button does: a newsletter sign-up into `mailingListId`, or a link to `linkUrl`. */
  action: z.enum(PROMO_POPUP_ACTIONS),
  mailingListId: id.nullable(),
  linkUrl: linkUrl.or(z.literal('')),
  /** Shown after a sign-up. */
  successText: z.string().trim().min(1, 'Enter the text shown after a sign-up').max(L.successText),
  /** Ask for a captcha with sign-ups (tokens carry the promo pop-up action). */
  captchaEnabled: z.boolean(),
  /** An image from the site's files, or none. */
  imageFileId: id.nullable(),
  trigger: z.enum(PROMO_POPUP_TRIGGERS),
  /** Seconds after the page loads (trigger 'delay') or the percent of the page scrolled ('scroll'). */
  triggerValue: z.number().int().min(0).max(L.delaySeconds),
  placement: z.enum(PROMO_POPUP_PLACEMENTS),
  /** The paths it shows on when `placement` is 'selected'. */
  pagePaths: z.array(pagePath).max(L.pagePaths),
  /** Days before it comes back after being closed; 0 shows it on every visit. */
  reshowDays: z.number().int().min(0).max(L.reshowDays),
  hideAfterSignUp: z.boolean(),
  showOnMobile: z.boolean(),
});
export type PromoPopupFields = z.infer<typeof promoPopupFields>;

/** A draft for the studio's preview: every field checked on its own, none required to agree yet. */
export const promoPopupDraft = promoPopupFields
  .extend({
    /** The version the save was made from (0: none saved); 409 'changed-elsewhere' when it moved on. */
    version: z.number().int().min(0).optional(),
  })
  .strict();

export const promoPopupInput = promoPopupDraft.superRefine((value, ctx) => {
  if (value.trigger === 'scroll' && value.triggerValue > L.scrollPercent)
    ctx.addIssue({ code: 'custom', path: ['triggerValue'], message: 'Use a percentage from 0 to 100' });
  if (value.action === 'newsletter' && value.mailingListId === null)
    ctx.addIssue({ code: 'custom', path: ['mailingListId'], message: 'Choose a mailing list' });
  if (value.action === 'link' && value.linkUrl === '')
    ctx.addIssue({ code: 'custom', path: ['linkUrl'], message: 'Enter where the button goes' });
  if (value.placement === 'selected' && value.pagePaths.length === 0)
    ctx.addIssue({ code: 'custom', path: ['pagePaths'], message: 'Add at least one page' });
});
export type PromoPopupInput = z.infer<typeof promoPopupInput>;

/** A pop-up nobody saved yet: off, with Squarespace's usual choices. */
export const DEFAULT_PROMO_POPUP: PromoPopupFields = Object.freeze({
  enabled: false,
  heading: 'Subscribe',
  body: 'Sign up with your email address to receive news and updates.',
  buttonLabel: 'Sign Up',
  action: 'newsletter',
  mailingListId: null,
  linkUrl: '',
  successText: 'Thank you!',
  captchaEnabled: false,
  imageFileId: null,
  trigger: 'delay',
  triggerValue: 3,
  placement: 'all',
  pagePaths: [],
  reshowDays: PROMO_POPUP_DEFAULT_RESHOW_DAYS,
  hideAfterSignUp: true,
  showOnMobile: true,
}) as PromoPopupFields;

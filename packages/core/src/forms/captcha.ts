/**
 * Captcha rules shared by the browser widgets and the server's verification.
 */

/** Below this container width the bot-check widget takes its compact size (platform spec §5). */
export const COMPACT_CAPTCHA_MAX_WIDTH_PX = 320;

export type CaptchaWidgetSize = 'compact' | 'normal';

/**
 * The widget size for a container: compact when narrower than 320 px.
 *
 * @example
 * captchaWidgetSize(300); // 'compact'
 */
export function captchaWidgetSize(containerWidth: number): CaptchaWidgetSize {
  return containerWidth < COMPACT_CAPTCHA_MAX_WIDTH_PX ? 'compact' : 'normal';
}

/**
 * The actions captcha tokens are requested with, one per kind of submission (storefront spec §7:
 * form block, newsletter block, product waitlist and promo popup). The server checks that a
 * token was made for the action of the form it arrives with.
 */
export const CAPTCHA_ACTIONS = {
  formBlock: 'form_block_submit',
  newsletterBlock: 'newsletter_block_submit',
  productWaitlist: 'product_waitlist_submit',
  promoPopup: 'promo_popup_submit',
} as const;

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

export function isCaptchaAction(value: unknown): value is CaptchaAction {
  return (Object.values(CAPTCHA_ACTIONS) as unknown[]).includes(value);
}

/**
 * What a form's island needs to show its captcha widget (never a secret): the self-hosted
 * proof-of-work widget with the URL of its challenge, or reCAPTCHA Enterprise with the site key
 * and the action tokens are requested for.
 */
export type CaptchaWidgetConfig =
  | { readonly provider: 'altcha'; readonly challengeUrl: string }
  | { readonly provider: 'recaptcha-enterprise'; readonly siteKey: string; readonly action: CaptchaAction };

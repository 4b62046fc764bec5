import type { Website } from '@tessera/db';
import type { Config } from '../../config.js';
import { altchaProvider } from './altcha-provider.js';
import type { CaptchaProvider } from './captcha-provider.js';
import { recaptchaEnterpriseProvider } from './recaptcha-enterprise-provider.js';

const selfHosted = altchaProvider();

/** The self-hosted provider, also for serving its challenges. */
export function selfHostedCaptcha(): ReturnType<typeof altchaProvider> {
  return selfHosted;
}

/**
 * The captcha a website's forms use: reCAPTCHA Enterprise when the install is configured for it
 * and a site key is known (the website's own, else the install's default), otherwise the
 * self-hosted proof of work.
 */
export function captchaFor(config: Config, website: Website): CaptchaProvider {
  const siteKey = website.settings.captcha.siteKey ?? config.recaptcha?.siteKey;
  if (config.recaptcha && siteKey) return recaptchaEnterpriseProvider(config.recaptcha, siteKey);
  return selfHosted;
}

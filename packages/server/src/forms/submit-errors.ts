import { AppError, type ErrorCode } from '../errors.js';
import { limit } from '../plugins/index.js';
import type { CaptchaFailure } from './captcha/captcha-provider.js';

/**
 * The catalogue code of a refused captcha (storefront spec §8 statuses and texts): the provider's
 * reason stays inside the captcha port; the submission fails with one of these.
 */
export function captchaFailureCode(reason: CaptchaFailure): ErrorCode {
  return CAPTCHA_CODES[reason];
}

const CAPTCHA_CODES: Readonly<Record<CaptchaFailure, ErrorCode>> = {
  missing: 'captcha-incomplete',
  invalid: 'captcha-failed',
  expired: 'captcha-failed',
  replayed: 'captcha-failed',
  'wrong-action': 'captcha-failed',
  'wrong-form': 'captcha-failed',
  'low-score': 'captcha-failed',
  unavailable: 'form-send-failed',
};

/**
 * A rate limit per address (website + IP, IPv6 by /64, whatever cookies rotate) whose 429 carries the forms' own text,
 * 'Unable to submit form. Submission rate limit exceeded. Please try again later.'
 */
export function formRateLimit(max: number) {
  const base = limit({ max, timeWindow: '1 minute' }).rateLimit;
  return { rateLimit: { ...base, errorResponseBuilder: () => new AppError('form-rate-limited') } };
}

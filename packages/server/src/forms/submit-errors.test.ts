import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors.js';
import type { CaptchaFailure } from './captcha/captcha-provider.js';
import { captchaFailureCode } from './submit-errors.js';

describe('refused captchas', () => {
  it.each<[CaptchaFailure, number, string]>([
    ['missing', 400, 'Complete CAPTCHA before submitting.'],
    ['replayed', 400, 'reCAPTCHA failed. Refresh this page and try again.'],
    ['low-score', 400, 'reCAPTCHA failed. Refresh this page and try again.'],
    ['unavailable', 500, 'Unable to send form. Please try again later.'],
  ])('%s answers %i with the spec’s text', (reason, status, message) => {
    expect(ERROR_CATALOGUE[captchaFailureCode(reason)]).toEqual({ status, message });
  });
});

describe('refused submissions', () => {
  it.each<[ErrorCode, number, string]>([
    ['form-key-invalid', 401, 'Unable to submit form. Please try again later.'],
    ['form-not-configured', 404, 'This form has not been configured yet.'],
    [
      'form-rate-limited',
      429,
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    ['form-fields-unparseable', 400, 'Could not parse the form fields, please check your entries.'],
    ['validation-failed', 400, 'One or more fields is invalid, please check your entries.'],
  ])('%s answers %i with the spec’s text', (code, status, message) => {
    expect(ERROR_CATALOGUE[code]).toEqual({ status, message });
  });
});

import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors.js';
import { submitError, submitErrorCode } from './submit-errors.js';
import type { SubmitFailure } from './submit-service.js';

describe('refused submissions', () => {
  it.each<[SubmitFailure, number, string]>([
    [{ kind: 'key-invalid' }, 401, 'Unable to submit form. Please try again later.'],
    [{ kind: 'not-configured' }, 404, 'This form has not been configured yet.'],
    [
      { kind: 'rate-limited' },
      429,
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    ],
    [{ kind: 'unparseable' }, 400, 'Could not parse the form fields, please check your entries.'],
    [{ kind: 'captcha', failure: 'missing' }, 400, 'Complete CAPTCHA before submitting.'],
    [{ kind: 'captcha', failure: 'replayed' }, 400, 'reCAPTCHA failed. Refresh this page and try again.'],
    [{ kind: 'captcha', failure: 'low-score' }, 400, 'reCAPTCHA failed. Refresh this page and try again.'],
    [{ kind: 'captcha', failure: 'unavailable' }, 500, 'Unable to send form. Please try again later.'],
    [
      { kind: 'invalid', fieldErrors: { a: 'Required' } },
      400,
      'One or more fields is invalid, please check your entries.',
    ],
  ])('%j answers %i with the spec’s text', (failure, status, message) => {
    expect(ERROR_CATALOGUE[submitErrorCode(failure)]).toEqual({ status, message });
  });

  it('carries per-field errors of an invalid submission', () => {
    expect(submitError({ kind: 'invalid', fieldErrors: { a: 'Required' } }).fields).toEqual({
      a: 'Required',
    });
  });
});

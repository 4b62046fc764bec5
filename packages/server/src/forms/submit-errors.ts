import { AppError, type ErrorCode } from '../errors.js';
import { limit } from '../plugins/index.js';
import type { SubmitFailure } from './submit-service.js';

/** The catalogue code of a refused submission (storefront spec §8 statuses and texts). */
export function submitErrorCode(failure: SubmitFailure): ErrorCode {
  switch (failure.kind) {
    case 'key-invalid':
      return 'form-key-invalid';
    case 'not-configured':
      return 'form-not-configured';
    case 'unparseable':
      return 'form-fields-unparseable';
    case 'rate-limited':
      return 'form-rate-limited';
    case 'invalid':
      return 'validation-failed';
    case 'captcha':
      if (failure.failure === 'missing') return 'captcha-incomplete';
      return failure.failure === 'unavailable' ? 'form-send-failed' : 'captcha-failed';
  }
}

export function submitError(failure: SubmitFailure): AppError {
  const code = submitErrorCode(failure);
  return failure.kind === 'invalid' ? new AppError(code, { ...failure.fieldErrors }) : new AppError(code);
}

/**
 * A per-visitor rate limit (website + IP + visitor cookie) whose 429 carries the forms' own text,
 * 'Unable to submit form. Submission rate limit exceeded. Please try again later.'
 */
export function formRateLimit(max: number) {
  const base = limit({ max, timeWindow: '1 minute' }).rateLimit;
  return { rateLimit: { ...base, errorResponseBuilder: () => new AppError('form-rate-limited') } };
}

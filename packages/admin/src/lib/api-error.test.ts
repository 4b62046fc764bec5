import { describe, expect, it } from 'vitest';
import { errorFromResponse, messageOf, networkError } from './api-error.js';

describe('API errors', () => {
  it("keeps the server's message and per-field messages of a 4xx answer", () => {
    const error = errorFromResponse(400, {
      code: 'validation-failed',
      error: 'One or more fields is invalid, please check your entries.',
      errors: { urlId: 'a b is not a valid page URL' },
    });
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation-failed');
    expect(error.fields).toEqual({ urlId: 'a b is not a valid page URL' });
    expect(messageOf(error)).toBe('One or more fields is invalid, please check your entries.');
  });

  it("says 'Something went wrong' for a 5xx or an answer without a message", () => {
    expect(errorFromResponse(500, { error: 'stack trace here' }).message).toBe('Something went wrong');
    expect(errorFromResponse(404, 'not json').message).toBe('Something went wrong');
    expect(messageOf(new Error('boom'))).toBe('Something went wrong');
  });

  it("says 'Network error' when no answer came", () => {
    expect(networkError().message).toBe('Network error');
    expect(networkError().isNetworkError).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { submissionError, waitlistFailureMessage } from './submission-error.js';

describe('submissionError', () => {
  it('turns a 400 with errors into field errors', () => {
    expect(submissionError(400, { errors: { f1: 'Required', f2: ['Too long', 'x'], f3: 5 } })).toEqual({
      kind: 'field-errors',
      fieldErrors: { f1: 'Required', f2: 'Too long' },
    });
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('maps status %i', (status, message) => {
    expect(submissionError(status, { error: 'server text' })).toEqual({ kind: 'message', message });
  });

  it('falls back to data.error, then the unknown-error text', () => {
    expect(submissionError(400, { error: 'Bad key' })).toEqual({ kind: 'message', message: 'Bad key' });
    expect(submissionError(400, { errors: {} })).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
    expect(submissionError(503, null)).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
    expect(submissionError(418, 'teapot')).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    });
  });
});

describe('waitlistFailureMessage', () => {
  it("uses the server's message if present", () => {
    expect(waitlistFailureMessage({ message: 'Already signed up' })).toBe('Already signed up');
    expect(waitlistFailureMessage({})).toBe('Unable to submit form. Please try again later.');
    expect(waitlistFailureMessage(undefined)).toBe('Unable to submit form. Please try again later.');
  });
});

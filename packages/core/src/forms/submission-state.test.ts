import { describe, expect, it } from 'vitest';
import {
  formSubmissionReducer,
  formSubmissionView,
  INITIAL_FORM_SUBMISSION_STATE,
  type FormSubmissionEvent,
  type FormSubmissionState,
} from './submission-state.js';

const run = (...events: FormSubmissionEvent[]): FormSubmissionState =>
  events.reduce(formSubmissionReducer, INITIAL_FORM_SUBMISSION_STATE);
const view = (state: FormSubmissionState, captchaBound = false, isNewsletter = false) =>
  formSubmissionView(state, { captchaBound, submitLabel: 'Send', isNewsletter });

describe('form submission states', () => {
  it("reads 'Submitting…' and locks while submitting", () => {
    const state = run({ type: 'submit' });
    expect(state.status).toBe('submitting');
    expect(view(state)).toEqual({
      buttonLabel: 'Submitting…',
      locked: true,
      submitDisabled: true,
      hideForm: false,
    });
    expect(formSubmissionReducer(state, { type: 'submit' })).toBe(state);
  });

  it('hides the form after success and ignores later events', () => {
    const state = run({ type: 'submit' }, { type: 'succeeded' });
    expect(view(state).hideForm).toBe(true);
    expect(formSubmissionReducer(state, { type: 'submit' })).toBe(state);
  });

  it('shows field errors with the whole-form text and both banners, unlocked', () => {
    const state = run(
      { type: 'submit' },
      { type: 'failed', error: { kind: 'field-errors', fieldErrors: { f1: 'Required' } } },
    );
    expect(state).toMatchObject({
      status: 'failure',
      fieldErrors: { f1: 'Required' },
      message: 'One or more fields is invalid, please check your entries.',
    });
    expect(view(state)).toEqual({
      buttonLabel: 'Send',
      locked: false,
      submitDisabled: false,
      hideForm: false,
      banners: {
        above: 'Your form has encountered a problem. Please scroll down to review.',
        below: 'Your form has encountered a problem. Please scroll up to review.',
      },
    });
    expect(view(state, false, true).banners).toEqual({
      above: 'Your form has encountered a problem. Please scroll down to review.',
    });
  });

  it('resets a bound captcha after a failed send and disables submitting until solved again', () => {
    const failed = run(
      { type: 'captcha-solved' },
      { type: 'submit' },
      { type: 'failed', error: { kind: 'message', message: 'This form has not been configured yet.' } },
    );
    expect(failed).toMatchObject({ captchaSolved: false, message: 'This form has not been configured yet.' });
    expect(view(failed, true).submitDisabled).toBe(true);
    expect(view(failed, false).submitDisabled).toBe(false);
    const solved = formSubmissionReducer(failed, { type: 'captcha-solved' });
    expect(view(solved, true).submitDisabled).toBe(false);
  });

  it('keeps the captcha when only the browser-side check failed', () => {
    const state = run(
      { type: 'captcha-solved' },
      { type: 'invalid', fieldErrors: { a: 'Required' }, message: 'x' },
    );
    expect(state.captchaSolved).toBe(true);
    expect(view(state, true).submitDisabled).toBe(false);
    expect(run({ type: 'invalid', fieldErrors: {}, message: 'x' }).captchaReset).toBe(false);
  });

  it("asks for the captcha with 'Complete CAPTCHA before submitting.'", () => {
    expect(run({ type: 'captcha-missing' })).toMatchObject({
      status: 'failure',
      message: 'Complete CAPTCHA before submitting.',
    });
  });

  it('forgets an expired captcha token', () => {
    expect(run({ type: 'captcha-solved' }, { type: 'captcha-expired' }).captchaSolved).toBe(false);
  });

  it('clears earlier errors when submitting again', () => {
    const state = run({ type: 'invalid', fieldErrors: { a: 'Required' }, message: 'm' }, { type: 'submit' });
    expect(state).toMatchObject({ status: 'submitting', fieldErrors: {} });
    expect(state.message).toBeUndefined();
  });
});

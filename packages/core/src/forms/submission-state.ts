import { FORM_MESSAGES, formProblemBanners } from './form-messages.js';
import type { FormProblemBanners } from './form-messages.js';
import type { SubmissionError } from './submission-error.js';

export type FormSubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

/** Where a visitor's form submission stands (storefront spec §4, form submission). */
export interface FormSubmissionState {
  readonly status: FormSubmissionStatus;
  /** Error text by field id, shown above each field's title. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The form-level text: the whole-form message, a server message or the captcha text. */
  readonly message?: string;
  /** Whether the bound captcha holds a token that has not been used yet. */
  readonly captchaSolved: boolean;
  /** A failed send used up the captcha token; submitting waits for a new one. */
  readonly captchaReset: boolean;
}

export type FormSubmissionEvent =
  | { readonly type: 'submit' }
  | {
      readonly type: 'invalid';
      readonly fieldErrors: Readonly<Record<string, string>>;
      readonly message: string;
    }
  | { readonly type: 'captcha-missing' }
  | { readonly type: 'failed'; readonly error: SubmissionError }
  | { readonly type: 'succeeded' }
  | { readonly type: 'captcha-solved' }
  | { readonly type: 'captcha-expired' };

export const INITIAL_FORM_SUBMISSION_STATE: FormSubmissionState = Object.freeze({
  status: 'idle',
  fieldErrors: Object.freeze({}),
  captchaSolved: false,
  captchaReset: false,
});

function failure(state: FormSubmissionState, fieldErrors: Readonly<Record<string, string>>, message: string) {
  return { ...state, status: 'failure' as const, fieldErrors, message };
}

/**
 * The form submission state machine: idle → submitting → success, or → failure (errors shown,
 * unlocked). A failed send resets the captcha, since a token is good for one submission only.
 * Submitting is ignored while a submission is running or after success.
 *
 * @example
 * formSubmissionReducer(INITIAL_FORM_SUBMISSION_STATE, { type: 'submit' }).status; // 'submitting'
 */
export function formSubmissionReducer(
  state: FormSubmissionState,
  event: FormSubmissionEvent,
): FormSubmissionState {
  if (state.status === 'success') return state;
  switch (event.type) {
    case 'submit':
      if (state.status === 'submitting') return state;
      return { ...state, status: 'submitting', fieldErrors: {}, message: undefined };
    case 'invalid':
      return failure(state, event.fieldErrors, event.message);
    case 'captcha-missing':
      return failure(state, {}, FORM_MESSAGES.captchaIncomplete);
    case 'failed': {
      const { error } = event;
      const next = { ...state, captchaSolved: false, captchaReset: true };
      return error.kind === 'field-errors'
        ? failure(next, error.fieldErrors, FORM_MESSAGES.formInvalid)
        : failure(next, {}, error.message);
    }
    case 'succeeded':
      return { ...state, status: 'success', fieldErrors: {}, message: undefined };
    case 'captcha-solved':
      return { ...state, captchaSolved: true, captchaReset: false };
    case 'captcha-expired':
      return { ...state, captchaSolved: false };
  }
}

export interface FormSubmissionViewOptions {
  /** A captcha widget is attached to the form. */
  readonly captchaBound: boolean;
  /** The owner's submit label. */
  readonly submitLabel: string;
  /** Newsletter forms show only the banner above the form. */
  readonly isNewsletter: boolean;
}

export interface FormSubmissionView {
  readonly buttonLabel: string;
  /** Fields and button locked while submitting. */
  readonly locked: boolean;
  readonly submitDisabled: boolean;
  /** The form is replaced by the submission text (or the redirect) after success. */
  readonly hideForm: boolean;
  /** 'Your form has encountered a problem…' banners while failed. */
  readonly banners?: FormProblemBanners;
}

/**
 * What the form shows for a state: 'Submitting…' and locked while submitting; after a failure
 * the problem banners, and the submit button disabled until a bound captcha is solved again.
 */
export function formSubmissionView(
  state: FormSubmissionState,
  options: FormSubmissionViewOptions,
): FormSubmissionView {
  const submitting = state.status === 'submitting';
  const awaitingCaptcha = options.captchaBound && state.captchaReset;
  return {
    buttonLabel: submitting ? FORM_MESSAGES.submitting : options.submitLabel,
    locked: submitting,
    submitDisabled: submitting || awaitingCaptcha,
    hideForm: state.status === 'success',
    ...(state.status === 'failure' && { banners: formProblemBanners(options.isNewsletter) }),
  };
}

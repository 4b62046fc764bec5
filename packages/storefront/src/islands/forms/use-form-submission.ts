import {
  FORM_MESSAGES,
  formSubmissionReducer,
  INITIAL_FORM_SUBMISSION_STATE,
  validateForm,
} from '@tessera/core';
import type { FormSubmissionState } from '@tessera/core';
import { useCallback, useReducer, useRef } from 'react';
import type { CaptchaHandle } from './captcha/captcha-handle.js';
import { requestSubmissionKey, saveFormSubmission } from './form-api.js';
import type { BlockForm, FormPage, PlainPostResult } from './form-block-props.js';

function initialState(result: PlainPostResult | undefined): FormSubmissionState {
  if (result?.kind === 'success') return { ...INITIAL_FORM_SUBMISSION_STATE, status: 'success' };
  if (result?.kind === 'failure') {
    return {
      ...INITIAL_FORM_SUBMISSION_STATE,
      status: 'failure',
      fieldErrors: result.fieldErrors,
      message: result.message,
    };
  }
  return INITIAL_FORM_SUBMISSION_STATE;
}

export interface FormSubmission {
  readonly state: FormSubmissionState;
  readonly captchaRef: { current: CaptchaHandle | null };
  submit(values: Readonly<Record<string, unknown>>): Promise<void>;
  captchaSolved(): void;
  captchaExpired(): void;
}

/**
 * The form submission flow (storefront spec §4 and §7): core's rules first, then the captcha,
 * then a fresh single-use key and SaveFormSubmission. While sending the form is locked; a
 * failure shows the errors, unlocks, and resets a bound captcha. `onSuccess` runs after success.
 */
export function useFormSubmission(
  form: BlockForm,
  page: FormPage,
  options: {
    readonly captchaBound: boolean;
    readonly result?: PlainPostResult;
    readonly onSuccess: () => void;
  },
): FormSubmission {
  const [state, dispatch] = useReducer(formSubmissionReducer, options.result, initialState);
  const captchaRef = useRef<CaptchaHandle | null>(null);
  const busy = useRef(false);
  const { captchaBound, onSuccess } = options;

  const submit = useCallback(
    async (values: Readonly<Record<string, unknown>>) => {
      if (busy.current) return;
      const checked = validateForm(form.fields, values);
      if (!checked.ok) return dispatch({ type: 'invalid', ...checked.error });
      const captcha = captchaRef.current;
      if (captchaBound && captcha?.available() === false) {
        return dispatch({
          type: 'failed',
          error: { kind: 'message', message: FORM_MESSAGES.recaptchaNotSetUp },
        });
      }
      const captchaKey = captchaBound ? captcha?.token() : undefined;
      if (captchaBound && !captchaKey) {
        captcha?.start();
        return dispatch({ type: 'captcha-missing' });
      }
      busy.current = true;
      dispatch({ type: 'submit' });
      const key = await requestSubmissionKey();
      const result = key
        ? await saveFormSubmission({
            ...page,
            formId: form.id,
            key,
            form: JSON.stringify(checked.value),
            ...(captchaKey && { captchaKey }),
          })
        : ({ ok: false, error: { kind: 'message', message: FORM_MESSAGES.submissionKeyFailed } } as const);
      busy.current = false;
      if (!result.ok) {
        captcha?.reset();
        return dispatch({ type: 'failed', error: result.error });
      }
      dispatch({ type: 'succeeded' });
      onSuccess();
    },
    [form, page, captchaBound, onSuccess],
  );

  const captchaSolved = useCallback(() => dispatch({ type: 'captcha-solved' }), []);
  const captchaExpired = useCallback(() => dispatch({ type: 'captcha-expired' }), []);
  return { state, captchaRef, submit, captchaSolved, captchaExpired };
}

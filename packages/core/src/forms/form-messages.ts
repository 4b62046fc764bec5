/** Form texts of storefront spec §4, §5 and §8, word for word. */
export const FORM_MESSAGES = {
  required: 'Required',
  characterLimit: 'You have exceeded the character limit.',
  emailInvalid: 'Email is not valid. Email addresses should follow the format {email}.',
  formInvalid: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  processingError: 'Error processing form submission. Please reload and try again.',
  recaptchaFailed: 'reCAPTCHA failed. Refresh this page and try again.',
  /** Platform spec §8: the bot-check widget is absent from the page. */
  recaptchaNotSetUp: 'ReCaptcha has not been set up!',
  submissionKeyFailed: 'Could not get a form submission key, please try again later.',
  parseFieldsFailed: 'Could not parse the form fields, please check your entries.',
  unknownError: 'Unknown error, please try again later.',
  noAnswer: 'N/A',
  submitting: 'Submitting…',
  saving: 'Saving…',
  /** Submit label of a product's additional-fields form. */
  defaultSubmitLabel: 'Add to Cart',
} as const;

/** Messages by HTTP status of a failed submission. */
export const FORM_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: 'Unable to submit form. Please try again later.',
  404: 'This form has not been configured yet.',
  429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  500: 'Unable to send form. Please try again later.',
};

/** Back-in-stock waitlist texts. */
export const WAITLIST_MESSAGES = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  failure: 'Unable to submit form. Please try again later.',
  success: 'Signed up!',
} as const;

export interface FormProblemBanners {
  /** Shown above the form. */
  readonly above: string;
  /** Shown below the form; newsletter forms have none. */
  readonly below?: string;
}

/**
 * The banners pointing at errors: 'scroll down' above the form and 'scroll up' below it;
 * newsletter forms show only the one above.
 */
export function formProblemBanners(isNewsletter: boolean): FormProblemBanners {
  if (isNewsletter) return { above: FORM_MESSAGES.problemScrollDown };
  return { above: FORM_MESSAGES.problemScrollDown, below: FORM_MESSAGES.problemScrollUp };
}

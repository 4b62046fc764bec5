import type { FormField } from './form-field.js';

export const CAPTCHA_THEMES = ['light', 'dark'] as const;
export type CaptchaTheme = (typeof CAPTCHA_THEMES)[number];
export const CAPTCHA_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type CaptchaAlignment = (typeof CAPTCHA_ALIGNMENTS)[number];

/** A form built by the site owner (storefront spec §3). */
export interface Form {
  readonly id: string;
  readonly name: string;
  readonly fields: readonly FormField[];
  /** Text shown after a successful submission. */
  readonly parsedSubmissionMessage?: string;
  /** Owner HTML run after a successful submission. */
  readonly submissionHTML?: string;
  /** Where to send the visitor after a successful submission, instead of the message. */
  readonly successRedirect?: string;
  readonly parsedDisclaimerMessage?: string;
  readonly captchaEnabled: boolean;
  readonly captchaTheme: CaptchaTheme;
  readonly captchaAlignment: CaptchaAlignment;
}

export const DEFAULT_FORM_NAME = 'My Form Name';

/**
 * A new form with the defaults: name 'My Form Name', no fields, no captcha.
 *
 * @example
 * createForm('f1').name; // 'My Form Name'
 */
export function createForm(id: string, overrides: Partial<Omit<Form, 'id'>> = {}): Form {
  return {
    name: DEFAULT_FORM_NAME,
    fields: [],
    captchaEnabled: false,
    captchaTheme: 'light',
    captchaAlignment: 'left',
    ...overrides,
    id,
  };
}

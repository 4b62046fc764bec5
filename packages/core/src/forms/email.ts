import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import { interpolate } from '../text/interpolate.js';
import { FORM_MESSAGES, WAITLIST_MESSAGES } from './form-messages.js';

export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;

/**
 * The address shown as {email} in 'Email is not valid. Email addresses should follow the format
 * {email}.' An example.com address, since that domain is reserved for documentation.
 */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

// Local part of the usual unquoted characters, then a domain of dot-separated labels that
// start and end with a letter or digit, ending in an alphabetic top-level label.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * A valid address: 3 to 256 characters matching the standard address pattern (surrounding
 * whitespace ignored).
 *
 * @example
 * isValidEmail('ada@example.org'); // true
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length >= EMAIL_MIN_LENGTH && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The email-field error with the example address filled in. */
export function emailInvalidMessage(): string {
  return interpolate(FORM_MESSAGES.emailInvalid, { email: EMAIL_FORMAT_EXAMPLE });
}

/**
 * The back-in-stock form's email check: 'Email cannot be blank' or 'Email is invalid'.
 *
 * @example
 * validateWaitlistEmail(' '); // err({ reason: 'blank', message: 'Email cannot be blank' })
 */
export function validateWaitlistEmail(
  value: string | null | undefined,
): Result<string, { reason: 'blank' | 'invalid'; message: string }> {
  const email = (value ?? '').trim();
  if (email === '') return err({ reason: 'blank', message: WAITLIST_MESSAGES.emailBlank });
  return isValidEmail(email)
    ? ok(email)
    : err({ reason: 'invalid', message: WAITLIST_MESSAGES.emailInvalid });
}

import { emailInvalidMessage, isValidEmail } from './email.js';
import type { FormField } from './form-field.js';
import { FORM_MESSAGES } from './form-messages.js';
import { normalizeFieldValue } from './field-values.js';
import type { FieldValue } from './field-values.js';

/**
 * Parts that must be filled for a required multi-part field, by index into its parts. Second
 * address line, phone country code, seconds and AM/PM are optional by nature.
 */
export const REQUIRED_PARTS = {
  date: [0, 1, 2],
  time: [0, 1],
  name: [0, 1],
  address: [0, 2, 3, 4, 5],
  phone: [1, 2, 3],
} as const;

function isBlank(text: string | undefined): boolean {
  return (text ?? '').trim() === '';
}

function isMissing(field: FormField, value: FieldValue | undefined): boolean {
  if (typeof value === 'string') return isBlank(value);
  if (!Array.isArray(value)) return false;
  const parts = value as readonly string[];
  if (field.type === 'checkbox') return parts.every(isBlank);
  const required: readonly number[] = Object.hasOwn(REQUIRED_PARTS, field.type)
    ? REQUIRED_PARTS[field.type as keyof typeof REQUIRED_PARTS]
    : parts.map((_, i) => i);
  return required.some((index) => isBlank(parts[index]));
}

/** Characters as people count them (code points), so one emoji is one character. */
export function characterLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

function isRequired(field: FormField): boolean {
  return 'required' in field && field.required === true && field.type !== 'likert';
}

/**
 * The error of one field, or `undefined` when it is fine. The same rules run in the browser
 * and on the server: 'Required' for a required field left empty (likert never; sections hold
 * nothing), the character limit of a textarea, and the address format of email fields unless
 * optional and empty.
 *
 * @example
 * validateField({ id: 'e', title: 'Email', type: 'email', required: true }, ''); // 'Required'
 */
export function validateField(field: FormField, raw: unknown): string | undefined {
  if (field.type === 'section' || field.type === 'hidden') return undefined;
  const value = normalizeFieldValue(field, raw);
  const missing = isMissing(field, value);
  if (missing) return isRequired(field) ? FORM_MESSAGES.required : undefined;
  if (field.type === 'textarea' && field.maxLength !== undefined && typeof value === 'string') {
    if (characterLength(value) > field.maxLength) return FORM_MESSAGES.characterLimit;
  }
  if (field.type === 'email' && typeof value === 'string' && !isValidEmail(value))
    return emailInvalidMessage();
  return undefined;
}

import { err, ok } from '../result.js';
import type { Result } from '../result.js';
import type { FormField } from './form-field.js';
import { FORM_MESSAGES } from './form-messages.js';
import { normalizeFieldValue } from './field-values.js';
import type { FieldValue } from './field-values.js';
import { validateField } from './validate-field.js';
import { restrictToOptions } from './choice-values.js';

/** Field values keyed by field id, as a form posts them. */
export type FormValues = Readonly<Record<string, unknown>>;

export interface FormValidationError {
  /** 'One or more fields is invalid, please check your entries.' */
  readonly message: string;
  /** Error text by field id, shown above each field's title. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

function valueOf(values: FormValues, id: string): unknown {
  return Object.hasOwn(values, id) ? values[id] : undefined;
}

/**
 * Validate a whole submission with the per-field rules and return the normalised values (section
 * dividers skipped, phone parts completed, choices limited to the options offered), or every
 * field error at once.
 *
 * @example
 * const result = validateForm(form.fields, submitted);
 * if (!result.ok) showErrors(result.error.fieldErrors);
 */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
): Result<Record<string, FieldValue>, FormValidationError> {
  const fieldErrors: Record<string, string> = {};
  const normalized: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const raw =
      field.type === 'hidden' && !Object.hasOwn(values, field.id) ? field.value : valueOf(values, field.id);
    const value = restrictToOptions(field, normalizeFieldValue(field, raw));
    const error = validateField(field, value);
    if (error !== undefined) fieldErrors[field.id] = error;
    if (value !== undefined) normalized[field.id] = value;
  }
  if (Object.keys(fieldErrors).length > 0) return err({ message: FORM_MESSAGES.formInvalid, fieldErrors });
  return ok(normalized);
}

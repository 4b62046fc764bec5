import { FORM_MESSAGES, FORM_STATUS_MESSAGES, WAITLIST_MESSAGES } from './form-messages.js';

/** How a failed submission is shown: errors beside fields, or one message. */
export type SubmissionError =
  | { readonly kind: 'field-errors'; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly kind: 'message'; readonly message: string };

function property(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

function fieldErrorsOf(data: unknown): Record<string, string> | undefined {
  const errors = property(data, 'errors');
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const result: Record<string, string> = {};
  for (const [id, message] of Object.entries(errors)) {
    const text = Array.isArray(message) ? message[0] : message;
    if (typeof text === 'string' && text !== '') result[id] = text;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * Map a failed form submission to what the visitor sees: a 400 with `data.errors` gives
 * per-field errors; otherwise the status's message (401, 404, 429, 500), then `data.error`,
 * then 'Unknown error, please try again later.'
 *
 * @example
 * submissionError(429, {}); // { kind: 'message', message: 'Unable to submit form. Submission rate limit …' }
 */
export function submissionError(status: number, data: unknown): SubmissionError {
  if (status === 400) {
    const fieldErrors = fieldErrorsOf(data);
    if (fieldErrors) return { kind: 'field-errors', fieldErrors };
  }
  const byStatus = FORM_STATUS_MESSAGES[status];
  if (byStatus) return { kind: 'message', message: byStatus };
  const error = property(data, 'error');
  if (typeof error === 'string' && error.trim() !== '') return { kind: 'message', message: error };
  return { kind: 'message', message: FORM_MESSAGES.unknownError };
}

/** A failed waitlist sign-up shows the server's message if present. */
export function waitlistFailureMessage(data: unknown): string {
  const message = property(data, 'message') ?? property(data, 'error');
  return typeof message === 'string' && message.trim() !== '' ? message : WAITLIST_MESSAGES.failure;
}

import { CENSUS_COOKIES, err, FORM_MESSAGES, ok, PUBLIC_API_PATHS, submissionError } from '@tessera/core';
import type { Result, SubmissionError } from '@tessera/core';
import { COOKIE_NAMES, readCookie } from '../../runtime/cookies.js';
import type { FormPage } from './form-block-props.js';

/** The form calls of storefront spec §7. */
export const FORM_API_PATHS = {
  key: PUBLIC_API_PATHS.formSubmissionKey,
  save: PUBLIC_API_PATHS.saveFormSubmission,
  formRender: PUBLIC_API_PATHS.censusFormRender,
} as const;

/** Analytics posts give up after 2500 ms (storefront spec §9). */
const CENSUS_TIMEOUT_MS = 2500;

type Answer = { ok: true; data: unknown } | { ok: false; status: number; data: unknown };

async function post(path: string, body?: unknown, signal?: AbortSignal): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const crumb = readCookie(COOKIE_NAMES.crumb);
  if (crumb !== undefined) headers['X-CSRF-Token'] = crumb;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(signal && { signal }),
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      data = undefined;
    }
    return response.ok ? { ok: true, data } : { ok: false, status: response.status, data };
  } catch {
    return { ok: false, status: 0, data: undefined };
  }
}

/** A single-use submission key, or undefined when none could be had. */
export async function requestSubmissionKey(): Promise<string | undefined> {
  const answer = await post(FORM_API_PATHS.key);
  const key = answer.ok ? (answer.data as { key?: unknown } | undefined)?.key : undefined;
  return typeof key === 'string' && key !== '' ? key : undefined;
}

export interface SaveSubmissionBody extends FormPage {
  readonly formId: string;
  readonly key: string;
  /** The values keyed by field id, as a JSON string. */
  readonly form: string;
  readonly captchaKey?: string;
}

/**
 * Sends the submission. A failure becomes what the visitor sees (core's `submissionError`:
 * field errors of a 400, the status texts, the server's text, or the unknown-error text); no
 * answer at all reads 'Error processing form submission. Please reload and try again.'
 */
export async function saveFormSubmission(body: SaveSubmissionBody): Promise<Result<void, SubmissionError>> {
  const answer = await post(FORM_API_PATHS.save, body);
  if (answer.ok) return ok(undefined);
  if (answer.status === 0) return err({ kind: 'message', message: FORM_MESSAGES.processingError });
  return err(submissionError(answer.status, answer.data));
}

/** Tells the census the form was shown; failures are swallowed like every analytics call. */
export function recordFormRender(formId: string): void {
  const visitorCookie = readCookie(CENSUS_COOKIES.record) ?? null;
  void post(FORM_API_PATHS.formRender, { formId, visitorCookie }, AbortSignal.timeout(CENSUS_TIMEOUT_MS));
}

import { err, type Err, type Result } from '@tessera/core';
import { AppError, type ErrorCode } from '../errors.js';

/** Per-field messages, keyed by the field's path in the request body (`items.0.collectionId`). */
export type FieldErrors = Record<string, string>;

/** An expected failure of an owner service: a catalogue code and, for validation, the fields. */
export interface Failure {
  code: ErrorCode;
  fields?: FieldErrors;
}

/** What owner services return: the value, or an expected failure (real bugs are thrown). */
export type Outcome<T> = Result<T, Failure>;

export function fail(code: ErrorCode, fields?: FieldErrors): Err<Failure> {
  return err(fields ? { code, fields } : { code });
}

export function invalid(fields: FieldErrors): Err<Failure> {
  return fail('validation-failed', fields);
}

/** For routes: the value, or the failure thrown as the catalogue error the client sees. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new AppError(outcome.error.code, outcome.error.fields);
}

import type { AddToCartError, AddToCartErrorCode } from '@tessera/core';
import { err, type Err, type Result } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CATALOGUE, RETRY_AFTER_SECONDS, type ErrorBody, type ErrorCode } from './errors.js';

/** Per-field messages, keyed by the field's path in the request body (`items.0.collectionId`). */
export type FieldErrors = Record<string, string>;

/**
 * The one expected failure of a service (cart, checkout, owner services…): a catalogue code, the
 * message to show when it is not the catalogue's own (a rule's exact words, e.g. core's add-to-cart
 * verdicts), and per-field messages. Services return these; `sendFailure` / `unwrap` answer them
 * over HTTP. Bugs stay thrown.
 */
export interface Failure {
  readonly code: ErrorCode;
  readonly message?: string;
  readonly fields?: Readonly<FieldErrors>;
}

/** What services return: the value, or an expected failure (real bugs are thrown). */
export type Outcome<T> = Result<T, Failure>;

/** A failure by catalogue code, with the rule's own message when it differs from the catalogue's. */
export function failure(code: ErrorCode, message?: string, fields?: Readonly<FieldErrors>): Failure {
  return {
    code,
    ...(message !== undefined && message !== ERROR_CATALOGUE[code].message && { message }),
    ...(fields && { fields }),
  };
}

export function fail(code: ErrorCode, fields?: FieldErrors): Err<Failure> {
  return err(failure(code, undefined, fields));
}

export function invalid(fields: FieldErrors): Err<Failure> {
  return fail('validation-failed', fields);
}

/** The message a failure shows: its own, else the catalogue's. */
export function failureMessage(failed: Failure): string {
  return failed.message ?? ERROR_CATALOGUE[failed.code].message;
}

const CORE_CODES: Readonly<Record<AddToCartErrorCode, ErrorCode>> = {
  'options-unselected': 'cart-options-unselected',
  'variant-unavailable': 'cart-variant-unavailable',
  'quantity-invalid': 'cart-quantity-invalid',
  'gift-card-denomination': 'cart-gift-card-denomination',
  'not-enough-stock': 'cart-not-enough-stock',
};

/** Core's add-to-cart verdict as a failure, keeping core's message word for word. */
export function fromAddToCartError(error: AddToCartError): Failure {
  return failure(CORE_CODES[error.code], error.message);
}

/**
 * The one mapping of a failure to HTTP: the catalogue status and the foundation's error shape
 * `{ code, error, errors?, requestId }`, `error` being the failure's message.
 */
export function failureResponse(failed: Failure, requestId?: string): { status: number; body: ErrorBody } {
  return {
    status: ERROR_CATALOGUE[failed.code].status,
    body: {
      code: failed.code,
      error: failureMessage(failed),
      ...(failed.fields && { errors: { ...failed.fields } }),
      ...(requestId && { requestId }),
    },
  };
}

/** Sends a failure as `failureResponse` describes (routes that answer in place). */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, failed: Failure): FastifyReply {
  const { status, body } = failureResponse(failed, request.id);
  setRetryAfter(reply, failed.code);
  return reply.code(status).send(body);
}

/** Every 429 carries `Retry-After`: the rate limiter's own when it set one, else the code's. */
export function setRetryAfter(reply: FastifyReply, code: ErrorCode): void {
  if (!(code in RETRY_AFTER_SECONDS) || reply.hasHeader('retry-after')) return;
  reply.header('retry-after', String(RETRY_AFTER_SECONDS[code as keyof typeof RETRY_AFTER_SECONDS]));
}

/** For routes: the value, or the failure thrown to the error handler, which answers it as `failureResponse`. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw AppError.of(outcome.error);
}

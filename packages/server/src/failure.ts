import type { AddToCartError, AddToCartErrorCode } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, errorBody, type ErrorCode } from './errors.js';

/**
 * An expected refusal of a cart request: a catalogue code (status) and the exact message to show.
 * Services return these; routes send them.
 */
export interface CartRejection {
  readonly code: ErrorCode;
  readonly message: string;
  /** Per-field messages by field id (refused additional-fields answers). */
  readonly fields?: Readonly<Record<string, string>>;
}

export function rejection(
  code: ErrorCode,
  message: string = ERROR_CATALOGUE[code].message,
  fields?: Readonly<Record<string, string>>,
): CartRejection {
  return fields ? { code, message, fields } : { code, message };
}

const CORE_CODES: Readonly<Record<AddToCartErrorCode, ErrorCode>> = {
  'options-unselected': 'cart-options-unselected',
  'variant-unavailable': 'cart-variant-unavailable',
  'quantity-invalid': 'cart-quantity-invalid',
  'gift-card-denomination': 'cart-gift-card-denomination',
  'not-enough-stock': 'cart-not-enough-stock',
};

/** Core's add-to-cart verdict as a rejection, keeping core's message word for word. */
export function fromAddToCartError(error: AddToCartError): CartRejection {
  return rejection(CORE_CODES[error.code], error.message);
}

/**
 * Sends a rejection in the foundation's error shape: `{ code, error, errors?, requestId }` with the
 * catalogue status, `error` being the rule's own message and `errors` the per-field messages.
 */
export function sendRejection(
  request: FastifyRequest,
  reply: FastifyReply,
  refused: CartRejection,
): FastifyReply {
  return reply.code(ERROR_CATALOGUE[refused.code].status).send({
    ...errorBody(refused.code, request.id, refused.fields && { ...refused.fields }),
    error: refused.message,
  });
}

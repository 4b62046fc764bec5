import { z } from 'zod';

/**
 * The headers of a call that is safe to retry: owner creates and placing an order take an
 * `Idempotency-Key`; a retry with the same key and request gets the first answer again. Other
 * headers pass through untouched. The key's rules are checked by the route's service, which
 * answers with the catalogue's codes (`idempotency-key-missing`, `idempotency-key-reused`).
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'A printable token chosen by the client for this one request (8–200 characters for orders, where it is required).',
    ),
});

import { err, ok, type Result } from '@tessera/core';
import type { CartRejection } from './failure.js';

/**
 * Thrown inside a cart transaction so that a refused change rolls back everything it did (a cart
 * joined or created on the way included); `refusedOr` turns it back into a returned rejection,
 * so it never leaves the service.
 */
export class Refusal extends Error {
  readonly rejection: CartRejection;

  constructor(refused: CartRejection) {
    super(refused.message);
    this.name = 'Refusal';
    this.rejection = refused;
  }
}

export async function refusedOr<T>(work: () => Promise<T>): Promise<Result<T, CartRejection>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof Refusal) return err(error.rejection);
    throw error;
  }
}

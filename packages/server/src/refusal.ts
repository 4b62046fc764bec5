import { err, ok, type Result } from '@tessera/core';
import { failureMessage, type Failure } from './failure.js';

/**
 * Thrown inside a cart transaction so that a refused change rolls back everything it did (a cart
 * joined or created on the way included); `refusedOr` turns it back into a returned failure,
 * so it never leaves the service.
 */
export class Refusal extends Error {
  readonly failure: Failure;

  constructor(refused: Failure) {
    super(failureMessage(refused));
    this.name = 'Refusal';
    this.failure = refused;
  }
}

export async function refusedOr<T>(work: () => Promise<T>): Promise<Result<T, Failure>> {
  try {
    return ok(await work());
  } catch (error) {
    if (error instanceof Refusal) return err(error.failure);
    throw error;
  }
}

import { randomBytes } from 'node:crypto';

/** A new random row id: 24 lower-case hex characters (96 bits), unguessable across websites. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

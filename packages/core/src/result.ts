/**
 * Expected business outcomes are returned as values, real bugs are thrown (docs/style.md).
 *
 * @example
 * const parsed = parseDecimalAmount('12.50', 'USD');
 * if (parsed.ok) use(parsed.value); else show(parsed.error);
 */
export type Result<T, E> = Ok<T> | Err<E>;

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<E> {
  readonly ok: false;
  readonly error: E;
}

export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

export function err<E>(error: E): Err<E> {
  return { ok: false, error };
}

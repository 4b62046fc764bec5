import { systemClock, type Clock } from '@tessera/core';

/** What a Kysely instance and every transaction opened on it share: their adapter. */
interface HasAdapter {
  getExecutor(): { adapter: object };
}

const clocks = new WeakMap<object, Clock>();

/** Makes `clock` the time of every query run on `db` and its transactions (`createDatabase`). */
export function useClock(db: HasAdapter, clock: Clock): void {
  clocks.set(db.getExecutor().adapter, clock);
}

/**
 * The clock of the database a query runs on, so a row's `created_at`, an expiry or a lease is read
 * from the same clock as the app's (tests move it); the machine's clock for a bare Kysely instance.
 * @example const now = clockOf(db).now();
 */
export function clockOf(db: HasAdapter): Clock {
  return clocks.get(db.getExecutor().adapter) ?? systemClock;
}

import { FALLBACK_TIME_ZONE, zoneAbbreviation, zoneOffset } from './time-zone.js';

/** ECMAScript's time value range: Intl cannot format outside it. */
const MAX_TIME_VALUE = 8.64e15;
const DAY_MS = 86_400_000;

/**
 * A moment seen on the wall clock of a zone: `local` is the epoch instant shifted by the offset,
 * so its UTC getters read the zone's calendar fields.
 */
export interface WallClock {
  readonly epochMs: number;
  readonly offsetMs: number;
  readonly local: Date;
  readonly zone: string;
}

/** The wall clock of `zone` at `epochMs`, or undefined outside the time value range. */
export function wallClock(zone: string, epochMs: number): WallClock | undefined {
  if (!Number.isFinite(epochMs) || Math.abs(epochMs) > MAX_TIME_VALUE - DAY_MS) return undefined;
  const offsetMs = zone === FALLBACK_TIME_ZONE ? 0 : zoneOffset(zone, epochMs);
  return { epochMs, offsetMs, local: new Date(epochMs + offsetMs), zone };
}

/** The zone abbreviation of a wall clock (`EDT`, `CEST`, `UTC`). */
export function abbreviation(clock: WallClock): string {
  return zoneAbbreviation(clock.zone, clock.epochMs, clock.offsetMs);
}

function yearStart(year: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, 0, 1);
  return date.getTime();
}

function midnight(local: Date): number {
  return local.getTime() - (((local.getTime() % DAY_MS) + DAY_MS) % DAY_MS);
}

/** Day of the year, 1–366. */
export function dayOfYear(local: Date): number {
  return Math.round((midnight(local) - yearStart(local.getUTCFullYear())) / DAY_MS) + 1;
}

/** ISO 8601 week-based year and week number (weeks start Monday; week 1 holds the first Thursday). */
export function isoWeek(local: Date): { year: number; week: number } {
  const mondayBased = (local.getUTCDay() + 6) % 7;
  const thursday = new Date(local.getTime() + (3 - mondayBased) * DAY_MS);
  return { year: thursday.getUTCFullYear(), week: Math.floor((dayOfYear(thursday) - 1) / 7) + 1 };
}

/**
 * Week of the year for `%U` and `%W` (reference §11.5): weeks start on Sunday and week 1 is the
 * week containing January 1, so the last days of December can fall in week 1 of the next year.
 */
export function sundayWeek(local: Date): number {
  const year = local.getUTCFullYear();
  const weekday = local.getUTCDay();
  const saturday = midnight(local) + (6 - weekday) * DAY_MS;
  if (saturday >= yearStart(year + 1)) return 1;
  const januaryFirstWeekday = new Date(yearStart(year)).getUTCDay();
  return Math.floor((dayOfYear(local) - 1 + januaryFirstWeekday) / 7) + 1;
}

/** Julian day number of 1970-01-01. */
const EPOCH_JULIAN_DAY = 2440588;
const DAY_MS = 86_400_000;

/**
 * The calendar range of the date library (platform spec §8): Julian days 0 (1 Jan 4713 BC,
 * proleptic Julian) to 4881503 (in the year 8652).
 */
export const MIN_JULIAN_DAY = 0;
export const MAX_JULIAN_DAY = 4881503;

/** Julian day number of the wall-clock date `localMs` (epoch ms already shifted by the zone offset). */
export function julianDay(localMs: number): number {
  return Math.floor(localMs / DAY_MS) + EPOCH_JULIAN_DAY;
}

/** True when the wall-clock date lies in the supported Julian day range. */
export function inJulianRange(localMs: number): boolean {
  const day = julianDay(localMs);
  return day >= MIN_JULIAN_DAY && day <= MAX_JULIAN_DAY;
}

/** The runtime error recorded for a date outside the range; rendering goes on with "". */
export const DATE_RANGE_ERROR = 'DATE_OUT_OF_RANGE';

export function dateRangeMessage(epochMs: number, localMs: number): string {
  return `Date ${epochMs} is outside the supported range: Julian day ${julianDay(localMs)} is not within ${MIN_JULIAN_DAY}–${MAX_JULIAN_DAY}`;
}

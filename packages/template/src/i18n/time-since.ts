const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Units of `timesince` (platform spec §9): weeks 7 days, months 30 days, years 365 days. */
const UNITS: readonly (readonly [ms: number, one: string, many: string])[] = [
  [365 * DAY, 'a year', 'years'],
  [30 * DAY, 'a month', 'months'],
  [7 * DAY, 'a week', 'weeks'],
  [DAY, 'a day', 'days'],
  [HOUR, 'an hour', 'hours'],
  [MINUTE, 'a minute', 'minutes'],
];

/** Spec wording for input that is not a finite number. */
export const INVALID_DATE = 'Invalid date.';

/**
 * The English `timesince` phrase for `now − then` (reference §8.5, platform spec §9): the largest
 * whole unit reached, prefixed "about" and suffixed "ago" (`about 3 days ago`, `about an hour
 * ago`); under a minute, and for instants in the future, `less than a minute ago`.
 */
export function timeSincePhrase(nowMs: number, thenMs: number): string {
  const elapsed = nowMs - thenMs;
  for (const [ms, one, many] of UNITS) {
    if (elapsed < ms) continue;
    const count = Math.floor(elapsed / ms);
    return `about ${count === 1 ? one : `${count} ${many}`} ago`;
  }
  return 'less than a minute ago';
}

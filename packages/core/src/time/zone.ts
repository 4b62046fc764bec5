/**
 * Wall-clock arithmetic in a site's IANA time zone, with only `Intl` (no time-zone database of our
 * own): a shop's "today", "this week" and "March 2026" are the owner's, not the server's UTC.
 */

/** `timeZone` when the runtime knows it, else 'UTC' (a stored zone the runtime lacks never throws). */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The UTC offset (ms) of `timeZone` at the instant `at`: local wall time minus UTC. */
export function zoneOffsetAt(timeZone: string, at: number): number {
  const parts = wallFormat(timeZone).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the wall clock of `timeZone` reads `wall` (a `Date.UTC(…)` of the local date and time).
 * Across a change of offset the offset in force just before is taken, which is exact for midnights
 * everywhere but where a clock change happens at midnight itself (then the first instant after it).
 */
export function instantOfWallTime(timeZone: string, wall: number): number {
  const guess = wall - zoneOffsetAt(timeZone, wall);
  return wall - zoneOffsetAt(timeZone, guess);
}

/** The wall clock of `timeZone` at `at`, as a Date whose UTC fields are the local ones. */
export function wallTimeOf(timeZone: string, at: number): Date {
  return new Date(at + zoneOffsetAt(timeZone, at));
}

import { instantOfWallTime, knownTimeZone, wallTimeOf } from '@tessera/core';

/**
 * Midnight today and midnight of this week's Monday in the site's time zone, as epoch ms, for
 * "today's sales" and "this week's sales".
 */
export function dayAndWeekStart(timeZone: string, now: number): { today: number; week: number } {
  const zone = knownTimeZone(timeZone);
  const local = wallTimeOf(zone, now);
  const midnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return {
    today: instantOfWallTime(zone, midnightLocal),
    week: instantOfWallTime(zone, midnightLocal - sinceMonday * 86_400_000),
  };
}

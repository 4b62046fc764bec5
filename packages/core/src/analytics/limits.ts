/** Census and ingestion limits shared by the visitor script and the server. */

/** "Analytics post timeout 2500 ms" (storefront spec §9). */
export const ANALYTICS_POST_TIMEOUT_MS = 2500;
/** Raw events are kept this many months unless the owner sets another retention. */
export const DEFAULT_ANALYTICS_RETENTION_MONTHS = 13;
export const MIN_ANALYTICS_RETENTION_MONTHS = 1;
export const MAX_ANALYTICS_RETENTION_MONTHS = 60;
/** The largest census or event body the server reads. */
export const MAX_ANALYTICS_BODY_BYTES = 16 * 1024;
/** The most performance records or error events one post may carry. */
export const MAX_EVENTS_PER_POST = 20;
/** The longest range, in days, a report covers. */
export const MAX_REPORT_RANGE_DAYS = 400;

/** The UTC day (days since the epoch) of a time. */
export function utcDayOf(epochMs: number): number {
  return Math.floor(epochMs / 86_400_000);
}

/** The first instant of a UTC day. */
export function startOfUtcDay(day: number): number {
  return day * 86_400_000;
}

/** The time `months` calendar months before `now` (UTC), for retention. */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

import { MAX_REPORT_RANGE_DAYS } from '@tessera/core';

/** A report range: inclusive UTC days as `YYYY-MM-DD` (the reports' `from` and `to`). */
export interface DayRange {
  from: string;
  to: string;
}

export type RangePreset = '7' | '30' | '90' | 'custom';

export const RANGE_PRESETS: readonly { value: RangePreset; label: string }[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: 'custom', label: 'Custom' },
];

export const RANGE_ERROR = `Choose a start on or before the end, at most ${MAX_REPORT_RANGE_DAYS} days apart.`;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last `days` days up to and including today (UTC), as the reports count days. */
export function lastDays(days: number, now: number): DayRange {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: isoDay(today - (days - 1) * DAY_MS), to: isoDay(today) };
}

/** Days in a range, counting both ends; NaN when a day is not `YYYY-MM-DD`. */
export function rangeDays(range: DayRange): number {
  if (!ISO_DAY.test(range.from) || !ISO_DAY.test(range.to)) return Number.NaN;
  return (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1;
}

/** Null when the server will take the range, else the message to show beside the dates. */
export function rangeError(range: DayRange): string | null {
  const days = rangeDays(range);
  return Number.isFinite(days) && days >= 1 && days <= MAX_REPORT_RANGE_DAYS ? null : RANGE_ERROR;
}

/** The range of the same length just before (what the traffic report compares with). */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  const from = Date.parse(`${range.from}T00:00:00Z`);
  return { from: isoDay(from - days * DAY_MS), to: isoDay(from - DAY_MS) };
}

/** '3 Nov 2026 – 9 Nov 2026' for headings and accessible names. */
export function describeRange(range: DayRange, locale?: string): string {
  const format = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${format(range.from)} – ${format(range.to)}`;
}

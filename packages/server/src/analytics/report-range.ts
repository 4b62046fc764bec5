import { MAX_REPORT_RANGE_DAYS, utcDayOf } from '@tessera/core';
import { z } from 'zod';

const DAY_MS = 86_400_000;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD.');

/** `from` and `to` (inclusive, UTC days); the last 30 days by default. */
export const rangeQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() });

export interface ReportRange {
  from: number;
  to: number;
  /** The range of the same length just before, for comparison. */
  previous: { from: number; to: number };
  fromMs: number;
  toMs: number;
}

export function dayOfIso(value: string): number {
  return utcDayOf(Date.parse(`${value}T00:00:00Z`));
}

export function isoOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The report range of a query, or null when it is backwards, unreadable or longer than 400 days. */
export function reportRange(query: z.infer<typeof rangeQuery>, now: number): ReportRange | null {
  const to = query.to ? dayOfIso(query.to) : utcDayOf(now);
  const from = query.from ? dayOfIso(query.from) : to - 29;
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to || to - from + 1 > MAX_REPORT_RANGE_DAYS)
    return null;
  const length = to - from + 1;
  return {
    from,
    to,
    previous: { from: from - length, to: from - 1 },
    fromMs: from * DAY_MS,
    toMs: (to + 1) * DAY_MS,
  };
}

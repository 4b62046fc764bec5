import type { ResponseOf } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import { now } from '../../../lib/clock.js';

/** The analytics traffic report: totals, the period before's totals, and visits per day. */
export type VisitorWeek = ResponseOf<'/api/admin/analytics/traffic', 'get'>;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last 7 days up to and including today, as UTC days (how the reports count days). */
export function lastSevenDays(at: number): { from: string; to: string } {
  const today = Math.floor(at / DAY_MS) * DAY_MS;
  return { from: isoDay(today - 6 * DAY_MS), to: isoDay(today) };
}

/**
 * The site's visitors of the last 7 days, compared by the report with the 7 days before. Only for
 * roles with `analytics.view` (`enabled`); started beside the home figures, not after them.
 */
export function useVisitorWeek(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'visitor-week'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/analytics/traffic', { params: { query: lastSevenDays(now()) }, signal })),
  });
}

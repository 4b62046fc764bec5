import type { BodyOf, PathParamsOf, ResponseOf } from '@tessera/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';
import type { DayRange } from '../lib/date-range.js';

export type TrafficReport = ResponseOf<'/api/admin/analytics/traffic', 'get'>;
export type TrafficTotals = TrafficReport['totals'];
export type FunnelReport = ResponseOf<'/api/admin/analytics/funnel', 'get'>;
export type FormsButtonsReport = ResponseOf<'/api/admin/analytics/forms-buttons', 'get'>;
export type VitalsReport = ResponseOf<'/api/admin/analytics/vitals', 'get'>;
export type VitalRow = VitalsReport['templates'][number];
export type ErrorsReport = ResponseOf<'/api/admin/analytics/errors', 'get'>;
export type AnalyticsSettings = ResponseOf<'/api/admin/analytics/settings', 'get'>;
export type AnalyticsSettingsBody = BodyOf<'/api/admin/analytics/settings', 'put'>;
export type AnalyticsExport = PathParamsOf<'/api/admin/analytics/export/{report}', 'get'>['report'];

/** The query every report reads: `from` and `to`, inclusive UTC days. */
const rangeParams = (range: DayRange, signal: AbortSignal) => ({
  params: { query: { from: range.from, to: range.to } },
  signal,
});

/** A report for a range; the previous range's answer stays on screen while the next one loads. */
const reportOptions = { placeholderData: keepPreviousData, staleTime: 60_000 } as const;

export function useTraffic(range: DayRange) {
  return useQuery({
    ...reportOptions,
    queryKey: ['analytics', 'traffic', range.from, range.to],
    queryFn: ({ signal }) => request(api.GET('/api/admin/analytics/traffic', rangeParams(range, signal))),
  });
}

export function useFunnel(range: DayRange) {
  return useQuery({
    ...reportOptions,
    queryKey: ['analytics', 'funnel', range.from, range.to],
    queryFn: ({ signal }) => request(api.GET('/api/admin/analytics/funnel', rangeParams(range, signal))),
  });
}

export function useFormsButtons(range: DayRange) {
  return useQuery({
    ...reportOptions,
    queryKey: ['analytics', 'forms-buttons', range.from, range.to],
    queryFn: ({ signal }) =>
      request(api.GET('/api/admin/analytics/forms-buttons', rangeParams(range, signal))),
  });
}

export function useVitals(range: DayRange) {
  return useQuery({
    ...reportOptions,
    queryKey: ['analytics', 'vitals', range.from, range.to],
    queryFn: ({ signal }) => request(api.GET('/api/admin/analytics/vitals', rangeParams(range, signal))),
  });
}

/** One page (1-based) of the error groups of a range. */
export function useErrorsReport(range: DayRange, page: number) {
  return useQuery({
    ...reportOptions,
    queryKey: ['analytics', 'errors', range.from, range.to, page],
    queryFn: ({ signal }) =>
      request(
        api.GET('/api/admin/analytics/errors', {
          params: { query: { from: range.from, to: range.to, page } },
          signal,
        }),
      ),
  });
}

const settingsKey = ['analytics', 'settings'] as const;

export function useAnalyticsSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => request(api.GET('/api/admin/analytics/settings', { signal })),
  });
}

/** Saves retention and session replay (a PUT of the same body is harmless: safe to retry). */
export function useSaveAnalyticsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnalyticsSettingsBody) => request(api.PUT('/api/admin/analytics/settings', { body })),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}

/** The CSV download of one report (or the raw events) for a range. */
export function exportUrl(report: AnalyticsExport, range: DayRange): string {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return `/api/admin/analytics/export/${report}?${query.toString()}`;
}

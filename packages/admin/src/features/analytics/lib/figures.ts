import { rateVital, type VitalName, type VitalRating } from '@tessera/core';

/** 12,345 in the reader's locale. */
export function count(value: number): string {
  return value.toLocaleString();
}

/** A report's percent (already 0–100, one decimal) as '45.2%'. */
export function percent(value: number): string {
  return `${value.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`;
}

/** A visit's length: '45s', '2m 05s', '1h 02m'. */
export function duration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
  return `${Math.floor(s / 3600)}h ${pad(Math.floor((s % 3600) / 60))}m`;
}

/** A web-vital's p75 in its unit: CLS has none ('0.12'), the others are milliseconds ('2,480 ms'). */
export function vitalValue(metric: VitalName, p75: number | null): string {
  if (p75 === null) return '—';
  return metric === 'CLS'
    ? p75.toLocaleString(undefined, { maximumFractionDigits: 3 })
    : `${Math.round(p75).toLocaleString()} ms`;
}

export const RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const RATING_COLORS: Record<VitalRating, string> = {
  good: 'teal.6',
  'needs-improvement': 'yellow.6',
  poor: 'red.6',
};

/** How a p75 rates by core's thresholds (the ones the collector rates each sample with). */
export function ratingOf(metric: VitalName, p75: number | null): VitalRating | null {
  return p75 === null ? null : rateVital(metric, p75);
}

import type { BillingUnit } from '@tessera/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment one billing period after `from` (UTC calendar arithmetic). Months and years keep
 * the day of the month, clamped to the month's last day (31 January + 1 month = 28/29 February).
 */
export function addBillingPeriod(from: number, value: number, unit: BillingUnit): number {
  if (unit === 'WEEK') return from + value * 7 * DAY_MS;
  const date = new Date(from);
  const months = unit === 'MONTH' ? value : value * 12;
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() + (from - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

import { rawEventsPage, type Executor } from '@tessera/db';
import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../owner-kit/index.js';

/** A report value as a cell a spreadsheet never runs as a formula. */
function cell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return csvCell(text);
}

/** A report's rows as CSV with a header row of the rows' keys. */
export function rowsCsv(rows: readonly Record<string, unknown>[], columns?: readonly string[]): string {
  const header = columns ?? Object.keys(rows[0] ?? {});
  return stringify([header, ...rows.map((r) => header.map((c) => cell(r[c])))]);
}

export const RAW_EVENT_COLUMNS = [
  'id',
  'occurred_at',
  'kind',
  'name',
  'path',
  'page_type',
  'template',
  'visitor_id',
  'visit_id',
  'visitor_hash',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'is_bot',
  'data',
] as const;

/** Every raw event of a time range as CSV, read a page at a time so memory stays flat. */
export async function* rawEventsCsv(db: Executor, websiteId: string, fromMs: number, toMs: number) {
  yield stringify([RAW_EVENT_COLUMNS as unknown as string[]]);
  let after: { occurredAt: number; id: string } | null = null;
  for (;;) {
    const page = await rawEventsPage(db, websiteId, fromMs, toMs, after, 2000);
    if (page.length === 0) return;
    yield stringify(
      page.map((e) =>
        RAW_EVENT_COLUMNS.map((c) =>
          c === 'occurred_at' ? new Date(Number(e.occurred_at)).toISOString() : cell(e[c]),
        ),
      ),
    );
    const last = page[page.length - 1] as (typeof page)[number];
    after = { occurredAt: Number(last.occurred_at), id: last.id };
  }
}

import { Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { exportUrl, useErrorsReport } from '../api/analytics.js';
import type { DayRange } from '../lib/date-range.js';
import { count } from '../lib/figures.js';
import { DataTable, ReportCard } from './report-card.js';
import { EmptyReport, ReportStatus } from './report-status.js';

/**
 * JavaScript errors visitors met, grouped by message and page, with counts and last seen: a page of
 * groups at a time, most frequent first (the CSV export has them all).
 */
export function ErrorsReport({ range }: { range: DayRange }) {
  const [paging, setPaging] = useState({ range, page: 1 });
  // A new range starts again at its first page.
  const page = paging.range.from === range.from && paging.range.to === range.to ? paging.page : 1;
  const query = useErrorsReport(range, page);
  return (
    <ReportStatus query={query}>
      {({ errors, total, pageSize }) =>
        total === 0 ? (
          <EmptyReport
            title="No JavaScript errors in this period"
            description="Errors your visitors' browsers report appear here, grouped by message and page."
          />
        ) : (
          <ReportCard
            title="JavaScript errors"
            csvHref={exportUrl('errors', range)}
            table={
              <Stack gap="sm">
                <DataTable
                  caption="JavaScript errors"
                  rows={errors}
                  rowKey={(row) => `${row.message}\u0000${row.path}`}
                  columns={[
                    {
                      header: 'Message',
                      cell: (row) => (
                        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-word' }}>
                          {row.message}
                        </Text>
                      ),
                    },
                    { header: 'Page', cell: (row) => row.path },
                    { header: 'Count', numeric: true, cell: (row) => count(row.count) },
                    { header: 'Last seen', cell: (row) => new Date(row.lastSeen).toLocaleString() },
                  ]}
                />
                {total > pageSize && (
                  <Group justify="space-between" wrap="wrap">
                    <Text size="sm" c="dimmed">
                      {`${count((page - 1) * pageSize + 1)}–${count((page - 1) * pageSize + errors.length)} of ${count(total)}`}
                    </Text>
                    <Pagination
                      total={Math.ceil(total / pageSize)}
                      value={page}
                      onChange={(next) => setPaging({ range, page: next })}
                      siblings={0}
                      getControlProps={(control) => ({
                        'aria-label':
                          control === 'next'
                            ? 'Next page'
                            : control === 'previous'
                              ? 'Previous page'
                              : control,
                      })}
                    />
                  </Group>
                )}
              </Stack>
            }
          />
        )
      }
    </ReportStatus>
  );
}

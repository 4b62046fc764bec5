import { Text } from '@mantine/core';
import { exportUrl, useErrorsReport } from '../api/analytics.js';
import type { DayRange } from '../lib/date-range.js';
import { count } from '../lib/figures.js';
import { DataTable, ReportCard } from './report-card.js';
import { EmptyReport, ReportStatus } from './report-status.js';

/** JavaScript errors visitors met, grouped by message and page, with counts and last seen. */
export function ErrorsReport({ range }: { range: DayRange }) {
  const query = useErrorsReport(range);
  return (
    <ReportStatus query={query}>
      {({ errors }) =>
        errors.length === 0 ? (
          <EmptyReport
            title="No JavaScript errors in this period"
            description="Errors your visitors' browsers report appear here, grouped by message and page."
          />
        ) : (
          <ReportCard
            title="JavaScript errors"
            csvHref={exportUrl('errors', range)}
            table={
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
            }
          />
        )
      }
    </ReportStatus>
  );
}

import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { exportUrl, useFormsButtons, type FormsButtonsReport as Report } from '../api/analytics.js';
import type { DayRange } from '../lib/date-range.js';
import { count, percent } from '../lib/figures.js';
import { CHART_PROPS, DataTable, ReportCard } from './report-card.js';
import { EmptyReport, ReportStatus } from './report-status.js';

function FormsAndButtons({ report, range }: { report: Report; range: DayRange }) {
  if (report.forms.length === 0 && report.buttons.length === 0)
    return (
      <EmptyReport
        title="No form or button activity in this period"
        description="Form views and submissions, button renders and clicks appear here."
      />
    );
  return (
    <Stack gap="md">
      <ReportCard
        title="Forms"
        csvHref={exportUrl('forms', range)}
        empty={report.forms.length === 0 ? 'No form views in this period' : null}
        chart={
          <BarChart
            barChartProps={CHART_PROPS}
            h={Math.max(160, report.forms.length * 56)}
            data={report.forms.map((form) => ({ ...form, label: form.name || form.formId }))}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[
              { name: 'views', label: 'Views', color: 'indigo.3' },
              { name: 'submissions', label: 'Submissions', color: 'indigo.8' },
            ]}
            valueFormatter={count}
            withLegend
          />
        }
        table={
          <DataTable
            caption="Forms"
            rows={report.forms}
            rowKey={(row) => row.formId}
            columns={[
              { header: 'Form', cell: (row) => row.name || row.formId },
              { header: 'Views', numeric: true, cell: (row) => count(row.views) },
              { header: 'Submissions', numeric: true, cell: (row) => count(row.submissions) },
              { header: 'Conversion', numeric: true, cell: (row) => percent(row.conversionRate) },
            ]}
          />
        }
      />
      <ReportCard
        title="Buttons"
        csvHref={exportUrl('buttons', range)}
        empty={report.buttons.length === 0 ? 'No button activity in this period' : null}
        chart={
          <BarChart
            barChartProps={CHART_PROPS}
            h={Math.max(160, report.buttons.length * 56)}
            data={report.buttons}
            dataKey="label"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            series={[
              { name: 'renders', label: 'Renders', color: 'teal.3' },
              { name: 'clicks', label: 'Clicks', color: 'teal.8' },
            ]}
            valueFormatter={count}
            withLegend
          />
        }
        table={
          <DataTable
            caption="Buttons"
            rows={report.buttons}
            rowKey={(row) => row.label}
            columns={[
              { header: 'Button', cell: (row) => row.label },
              { header: 'Renders', numeric: true, cell: (row) => count(row.renders) },
              { header: 'Clicks', numeric: true, cell: (row) => count(row.clicks) },
              { header: 'Click rate', numeric: true, cell: (row) => percent(row.clickRate) },
            ]}
          />
        }
      />
    </Stack>
  );
}

/** Form views against submissions per form, button renders against clicks. */
export function FormsButtonsReport({ range }: { range: DayRange }) {
  const query = useFormsButtons(range);
  return (
    <ReportStatus query={query}>{(report) => <FormsAndButtons report={report} range={range} />}</ReportStatus>
  );
}

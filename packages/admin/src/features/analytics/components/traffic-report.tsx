import { AreaChart, BarChart } from '@mantine/charts';
import { Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import {
  exportUrl,
  useTraffic,
  type TrafficReport as Traffic,
  type TrafficTotals,
} from '../api/analytics.js';
import { describeRange, previousRange, type DayRange } from '../lib/date-range.js';
import { change } from '../../../lib/format.js';
import { count, duration, percent } from '../lib/figures.js';
import { CHART_PROPS, DataTable, Figure, ReportCard } from './report-card.js';
import { EmptyReport, ReportStatus } from './report-status.js';

type Metric = Exclude<keyof TrafficTotals, never>;

const METRICS: readonly { key: Metric; label: string; format: (n: number) => string }[] = [
  { key: 'visits', label: 'Visits', format: count },
  { key: 'visitors', label: 'Unique visitors', format: count },
  { key: 'pageViews', label: 'Page views', format: count },
  { key: 'bounceRate', label: 'Bounce rate', format: percent },
  { key: 'averageVisitSeconds', label: 'Visit length', format: duration },
];

function Totals({ report, compare, range }: { report: Traffic; compare: boolean; range: DayRange }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing="sm"
      aria-label={compare ? `Totals, compared with ${describeRange(previousRange(range))}` : 'Totals'}
      role="group"
    >
      {METRICS.map(({ key, label, format }) => (
        <Figure
          key={key}
          label={label}
          value={format(report.totals[key])}
          {...(compare && {
            previous: format(report.previousTotals[key]),
            change: change(report.totals[key], report.previousTotals[key]) ?? undefined,
          })}
        />
      ))}
    </SimpleGrid>
  );
}

function OverTime({ report, range }: { report: Traffic; range: DayRange }) {
  const [metric, setMetric] = useState<Metric>('visits');
  const chosen = METRICS.find((m) => m.key === metric) ?? METRICS[0]!;
  return (
    <ReportCard
      title="Traffic over time"
      csvHref={exportUrl('traffic', range)}
      chart={
        <AreaChart
          areaChartProps={CHART_PROPS}
          h={260}
          data={report.series}
          dataKey="date"
          series={[{ name: chosen.key, label: chosen.label, color: 'indigo.6' }]}
          curveType="monotone"
          valueFormatter={chosen.format}
          tickLine="none"
          withDots={report.series.length <= 31}
        />
      }
      table={
        <DataTable
          caption="Traffic per day"
          rows={report.series}
          rowKey={(row) => row.date}
          columns={[
            { header: 'Day', cell: (row) => row.date },
            ...METRICS.map(({ key, label, format }) => ({
              header: label,
              numeric: true,
              cell: (row: Traffic['series'][number]) => format(row[key]),
            })),
          ]}
        />
      }
    >
      <Select
        label="Chart"
        data={METRICS.map(({ key, label }) => ({ value: key, label }))}
        value={metric}
        onChange={(value) => value && setMetric(value as Metric)}
        allowDeselect={false}
        w={200}
      />
    </ReportCard>
  );
}

function Breakdown<Row extends { visits: number }>({
  title,
  header,
  rows,
  label,
  csvHref,
  chart,
}: {
  title: string;
  header: string;
  rows: readonly Row[];
  label: (row: Row) => string;
  csvHref: string;
  chart?: boolean;
}) {
  const table = (
    <DataTable
      caption={title}
      rows={rows}
      rowKey={label}
      columns={[
        { header, cell: (row) => label(row) || '(none)' },
        { header: 'Visits', numeric: true, cell: (row) => count(row.visits) },
      ]}
    />
  );
  return (
    <ReportCard
      title={title}
      csvHref={csvHref}
      empty={rows.length === 0 ? `No ${title.toLowerCase()} in this period` : null}
      table={table}
      chart={
        chart ? (
          <BarChart
            barChartProps={CHART_PROPS}
            h={Math.max(120, rows.length * 36)}
            data={rows.map((row) => ({ name: label(row) || '(none)', visits: row.visits }))}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 90 }}
            series={[{ name: 'visits', label: 'Visits', color: 'indigo.6' }]}
            valueFormatter={count}
          />
        ) : undefined
      }
    />
  );
}

function Traffic({ report, range, compare }: { report: Traffic; range: DayRange; compare: boolean }) {
  if (report.totals.visits === 0 && report.totals.pageViews === 0)
    return (
      <Stack gap="md">
        <EmptyReport
          title="No visits in this period"
          description="Visits appear here once people open your published site."
        />
        {compare && <Totals report={report} compare range={range} />}
      </Stack>
    );
  return (
    <Stack gap="md">
      <Totals report={report} compare={compare} range={range} />
      <OverTime report={report} range={range} />
      <ReportCard
        title="Top pages"
        csvHref={exportUrl('pages', range)}
        table={
          <DataTable
            caption="Top pages"
            rows={report.topPages}
            rowKey={(row) => row.path}
            columns={[
              { header: 'Page', cell: (row) => row.path },
              { header: 'Page views', numeric: true, cell: (row) => count(row.pageViews) },
            ]}
          />
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Breakdown
          title="Referrers"
          header="Source"
          rows={report.referrers}
          label={(row) => row.source}
          csvHref={exportUrl('referrers', range)}
        />
        <Breakdown
          title="Campaigns"
          header="UTM campaign"
          rows={report.campaigns}
          label={(row) => row.campaign}
          csvHref={exportUrl('campaigns', range)}
        />
        <Breakdown
          title="Devices"
          header="Device"
          rows={report.devices}
          label={(row) => row.device}
          csvHref={exportUrl('devices', range)}
          chart
        />
        <Breakdown
          title="Browsers"
          header="Browser"
          rows={report.browsers}
          label={(row) => row.browser}
          csvHref={exportUrl('browsers', range)}
          chart
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Visits, visitors, page views, bounce and visit length over time, with the top lists. */
export function TrafficReport({ range }: { range: DayRange }) {
  const traffic = useTraffic(range);
  const [compare, setCompare] = useState(false);
  return (
    <Stack gap="md">
      <Switch
        label="Compare with the previous period"
        checked={compare}
        onChange={(event) => setCompare(event.currentTarget.checked)}
      />
      <ReportStatus query={traffic}>
        {(report) => <Traffic report={report} range={range} compare={compare} />}
      </ReportStatus>
    </Stack>
  );
}

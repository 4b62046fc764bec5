import { BarChart } from '@mantine/charts';
import { Badge, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { VITAL_NAMES, VITAL_THRESHOLDS, type VitalName } from '@tessera/core';
import { useState } from 'react';
import { exportUrl, useVitals, type AnalyticsExport, type VitalRow } from '../api/analytics.js';
import type { DayRange } from '../lib/date-range.js';
import { count, percent, RATING_COLORS, RATING_LABELS, ratingOf, vitalValue } from '../lib/figures.js';
import { CHART_PROPS, DataTable, ReportCard } from './report-card.js';
import { EmptyReport, ReportStatus } from './report-status.js';

const METRIC_NAMES: Record<VitalName, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
  FCP: 'First contentful paint',
  TTFB: 'Time to first byte',
  FID: 'First input delay',
};

function P75({ metric, p75 }: { metric: VitalName; p75: number | null }) {
  const rating = ratingOf(metric, p75);
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      <span>{vitalValue(metric, p75)}</span>
      {rating && (
        <Badge size="xs" variant="light" color={RATING_COLORS[rating].split('.')[0]}>
          {RATING_LABELS[rating]}
        </Badge>
      )}
    </Group>
  );
}

function Scope({
  title,
  header,
  rows,
  metric,
  csv,
  range,
}: {
  title: string;
  header: string;
  rows: readonly VitalRow[];
  metric: VitalName;
  csv: AnalyticsExport;
  range: DayRange;
}) {
  const measured = rows
    .map((row) => ({ key: row.key, ...row.metrics.find((m) => m.metric === metric)! }))
    .filter((row) => row.samples > 0);
  return (
    <ReportCard
      title={title}
      csvHref={exportUrl(csv, range)}
      empty={measured.length === 0 ? `No ${metric} measured in this period` : null}
      chart={
        <BarChart
          barChartProps={CHART_PROPS}
          h={Math.max(140, measured.length * 40)}
          data={measured}
          dataKey="key"
          type="percent"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          series={[
            { name: 'good', label: RATING_LABELS.good, color: RATING_COLORS.good },
            {
              name: 'needsImprovement',
              label: RATING_LABELS['needs-improvement'],
              color: RATING_COLORS['needs-improvement'],
            },
            { name: 'poor', label: RATING_LABELS.poor, color: RATING_COLORS.poor },
          ]}
          withLegend
        />
      }
      table={
        <DataTable
          caption={`${title}: ${metric} at the 75th percentile`}
          rows={measured}
          rowKey={(row) => row.key}
          columns={[
            { header, cell: (row) => row.key },
            { header: `p75 ${metric}`, numeric: true, cell: (row) => <P75 metric={metric} p75={row.p75} /> },
            { header: 'Samples', numeric: true, cell: (row) => count(row.samples) },
            { header: RATING_LABELS.good, numeric: true, cell: (row) => percent(row.good) },
            {
              header: RATING_LABELS['needs-improvement'],
              numeric: true,
              cell: (row) => percent(row.needsImprovement),
            },
            { header: RATING_LABELS.poor, numeric: true, cell: (row) => percent(row.poor) },
          ]}
        />
      }
    />
  );
}

/** Real visitors' p75 web-vitals per template and per page, with good / needs improvement / poor shares. */
export function VitalsReport({ range }: { range: DayRange }) {
  const vitals = useVitals(range);
  const [metric, setMetric] = useState<VitalName>('LCP');
  const [good, poor] = VITAL_THRESHOLDS[metric];
  const unit = metric === 'CLS' ? '' : ' ms';
  return (
    <ReportStatus query={vitals}>
      {(report) =>
        report.templates.length === 0 && report.pages.length === 0 ? (
          <EmptyReport
            title="No speed measurements in this period"
            description="Your visitors' browsers measure each page they load; their figures appear here."
          />
        ) : (
          <Stack gap="md">
            <Stack gap={4}>
              <SegmentedControl
                aria-label="Metric"
                data={VITAL_NAMES.map((name) => ({ value: name, label: name }))}
                value={metric}
                onChange={(value) => setMetric(value as VitalName)}
                fullWidth
              />
              <Text size="sm" c="dimmed">
                {METRIC_NAMES[metric]}: good up to {good.toLocaleString()}
                {unit}, poor above {poor.toLocaleString()}
                {unit}.
              </Text>
            </Stack>
            <Scope
              title="Per page template"
              header="Template"
              rows={report.templates}
              metric={metric}
              csv="vitals-templates"
              range={range}
            />
            <Scope
              title="Per page (the 50 most viewed)"
              header="Page"
              rows={report.pages}
              metric={metric}
              csv="vitals-pages"
              range={range}
            />
          </Stack>
        )
      }
    </ReportStatus>
  );
}

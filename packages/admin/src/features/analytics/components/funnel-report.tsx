import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { formatAmount } from '../../../lib/format.js';
import { exportUrl, useFunnel, type FunnelReport as Funnel } from '../api/analytics.js';
import type { DayRange } from '../lib/date-range.js';
import { count, percent } from '../lib/figures.js';
import { CHART_PROPS, DataTable, Figure, ReportCard } from './report-card.js';
import { EmptyReport, ReportStatus } from './report-status.js';

function Sales({ report, range }: { report: Funnel; range: DayRange }) {
  const money = (cents: number) => formatAmount({ value: String(cents), currency: report.currency });
  const nothing = report.steps.every((step) => step.count === 0) && report.orders === 0;
  if (nothing)
    return (
      <EmptyReport
        title="No sales activity in this period"
        description="Product views, carts, checkouts and orders appear here as shoppers use your store."
      />
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="group" aria-label="Sales">
        <Figure label="Revenue" value={money(report.revenueCents)} />
        <Figure label="Orders" value={count(report.orders)} />
        <Figure label="Average order value" value={money(report.averageOrderValueCents)} />
      </SimpleGrid>
      <ReportCard
        title="Sales funnel"
        csvHref={exportUrl('funnel', range)}
        chart={
          <BarChart
            barChartProps={CHART_PROPS}
            h={260}
            data={report.steps}
            dataKey="step"
            series={[{ name: 'count', label: 'Shoppers', color: 'indigo.6' }]}
            valueFormatter={count}
            withBarValueLabel
          />
        }
        table={
          <DataTable
            caption="Sales funnel"
            rows={report.steps}
            rowKey={(row) => row.step}
            columns={[
              { header: 'Step', cell: (row) => row.step },
              { header: 'Count', numeric: true, cell: (row) => count(row.count) },
              {
                header: 'Conversion from previous step',
                numeric: true,
                cell: (row) => percent(row.conversionRate),
              },
              { header: 'Drop-off', numeric: true, cell: (row) => count(row.dropOff) },
            ]}
          />
        }
      />
      <ReportCard
        title="Top products"
        csvHref={exportUrl('products', range)}
        empty={report.topProducts.length === 0 ? 'No products sold in this period' : null}
        table={
          <DataTable
            caption="Top products"
            rows={report.topProducts}
            rowKey={(row) => row.itemId}
            columns={[
              { header: 'Product', cell: (row) => row.productName },
              { header: 'Views', numeric: true, cell: (row) => count(row.views) },
              { header: 'Added to cart', numeric: true, cell: (row) => count(row.addsToCart) },
              { header: 'Orders', numeric: true, cell: (row) => count(row.orders) },
              { header: 'Quantity', numeric: true, cell: (row) => count(row.quantity) },
              { header: 'Revenue', numeric: true, cell: (row) => money(row.revenue) },
            ]}
          />
        }
      />
    </Stack>
  );
}

/** Product views → add to cart → checkout → purchase, with revenue, orders and top products. */
export function FunnelReport({ range }: { range: DayRange }) {
  const funnel = useFunnel(range);
  return <ReportStatus query={funnel}>{(report) => <Sales report={report} range={range} />}</ReportStatus>;
}

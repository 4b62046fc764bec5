import { Card, List, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/ui/load-error.js';
import { change, formatAmount } from '../../../lib/format.js';
import type { VisitorWeek } from '../api/get-visitor-week.js';
import { FigureCard } from './figure-card.js';
import { VisitsSparkline } from './visits-sparkline.js';
import { conversionLine } from '../model/visitor-lines.js';

const TITLE = 'Visitors, last 7 days';
/** The Analytics screen over the same 7 days. */
const ANALYTICS = '/analytics?period=7';

/** '+12% on the 7 days before', or 'none the 7 days before' when there is nothing to compare with. */
function comparedText(current: number, previous: number): string {
  const delta = change(current, previous);
  return delta === null ? 'none the 7 days before' : `${delta} on the 7 days before`;
}

/** '1,234 page views (+12% on the 7 days before)'. */
function figureLine(current: number, previous: number, label: string): string {
  return `${current.toLocaleString()} ${label} (${comparedText(current, previous)})`;
}

type Sales = VisitorWeek['sales'];

/** '$80.50 revenue (+12% on the 7 days before)'. */
function revenueLine(current: Sales['revenue'], previous: Sales['revenue']): string {
  return `${formatAmount(current)} revenue (${comparedText(Number(current.value), Number(previous.value))})`;
}

function Week({ week }: { week: VisitorWeek }) {
  const { totals, previousTotals, sales, previousSales } = week;
  const visits = `${totals.visits === 1 ? 'visit' : 'visits'}, ${comparedText(totals.visits, previousTotals.visits)}`;
  return (
    <FigureCard
      title={TITLE}
      figure={totals.visits.toLocaleString()}
      caption={visits}
      label={`${totals.visits.toLocaleString()} ${visits}: open Analytics`}
      to={ANALYTICS}
    >
      <List size="sm" spacing={2}>
        <List.Item>{figureLine(totals.visitors, previousTotals.visitors, 'unique visitors')}</List.Item>
        <List.Item>{figureLine(totals.pageViews, previousTotals.pageViews, 'page views')}</List.Item>
        <List.Item>
          {figureLine(sales.orders, previousSales.orders, sales.orders === 1 ? 'order' : 'orders')}
        </List.Item>
        <List.Item>{revenueLine(sales.revenue, previousSales.revenue)}</List.Item>
        <List.Item>{conversionLine(sales.conversionRate, previousSales.conversionRate)}</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        Test orders are not counted here.
      </Text>
      <VisitsSparkline days={week.series} />
    </FigureCard>
  );
}

/** The site's visitor figures of the last 7 days against the 7 before, linking to Analytics. */
export function VisitorFigures({ week }: { week: UseQueryResult<VisitorWeek> }) {
  if (week.data) return <Week week={week.data} />;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={TITLE}>
      {week.isError ? (
        <LoadError error={week.error} onRetry={() => void week.refetch()} />
      ) : (
        <Loader size="sm" role="status" aria-label="Loading visitor figures" />
      )}
    </Card>
  );
}

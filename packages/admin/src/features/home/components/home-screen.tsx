import { Anchor, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { formatAmount, plural } from '../../../lib/format.js';
import { useCan } from '../../../lib/session.js';
import { useDashboard, type Dashboard } from '../api/get-dashboard.js';
import { useVisitorWeek, type VisitorWeek } from '../api/get-visitor-week.js';
import { FigureCard } from './figure-card.js';
import { VisitorFigures } from './visitor-figures.js';

/** Server links are studio URLs ('/config/orders?…'); the router's paths start after '/config'. */
export function studioPath(link: string): string {
  return link.startsWith('/config') ? link.slice('/config'.length) || '/' : link;
}

function Sales({ sales }: { sales: NonNullable<Dashboard['sales']> }) {
  return (
    <>
      <FigureCard
        title="Today's sales"
        figure={formatAmount(sales.today.total)}
        caption={plural(sales.today.orders, 'order today', 'orders today')}
        label={`${formatAmount(sales.today.total)} from ${plural(sales.today.orders, 'order today', 'orders today')}`}
        to={studioPath(sales.today.link)}
      />
      <FigureCard
        title="This week's sales"
        figure={formatAmount(sales.week.total)}
        caption={plural(sales.week.orders, 'order this week', 'orders this week')}
        label={`${formatAmount(sales.week.total)} from ${plural(sales.week.orders, 'order this week', 'orders this week')}`}
        to={studioPath(sales.week.link)}
      />
    </>
  );
}

function Figures({ home, visitors }: { home: Dashboard; visitors: UseQueryResult<VisitorWeek> | undefined }) {
  const { lowStock, formSubmissions, reviewsToModerate, waitlist, ordersToFulfil } = home;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {home.sales && <Sales sales={home.sales} />}
      {visitors && <VisitorFigures week={visitors} />}
      {ordersToFulfil && (
        <FigureCard
          title="Orders to fulfil"
          figure={ordersToFulfil.count}
          caption={plural(ordersToFulfil.count, 'order waiting to ship', 'orders waiting to ship')}
          to={studioPath(ordersToFulfil.link)}
        />
      )}
      {lowStock && (
        <FigureCard
          title="Low stock"
          figure={lowStock.count}
          caption={`${plural(lowStock.count, 'variant', 'variants')} with ${lowStock.threshold} or fewer left`}
          to={studioPath(lowStock.link)}
        >
          <List size="sm" spacing={2}>
            {lowStock.variants.slice(0, 5).map((v) => (
              <List.Item key={v.variantId}>
                {v.productTitle}
                {Object.values(v.attributes).length > 0 &&
                  ` (${Object.values(v.attributes).join(' / ')})`}:{' '}
                {v.qtyInStock === 0 ? 'sold out' : `${v.qtyInStock} left`}
              </List.Item>
            ))}
          </List>
        </FigureCard>
      )}
      {formSubmissions && (
        <FigureCard
          title="Form submissions"
          figure={formSubmissions.lastWeek}
          caption={plural(
            formSubmissions.lastWeek,
            'submission in the last 7 days',
            'submissions in the last 7 days',
          )}
          to={studioPath(formSubmissions.link)}
        >
          <List size="sm" spacing={2}>
            {formSubmissions.latest.map((s) => (
              <List.Item key={s.id}>
                {s.formName}
                {s.pageTitle && ` on ${s.pageTitle}`}, {new Date(s.createdAt).toLocaleString()}
              </List.Item>
            ))}
          </List>
        </FigureCard>
      )}
      {reviewsToModerate && (
        <FigureCard
          title="Reviews to moderate"
          figure={reviewsToModerate.count}
          caption={plural(reviewsToModerate.count, 'review waiting', 'reviews waiting')}
          to={studioPath(reviewsToModerate.link)}
        />
      )}
      {waitlist && (
        <FigureCard
          title="Waitlist demand"
          figure={waitlist.waiting}
          caption={plural(waitlist.waiting, 'person waiting for stock', 'people waiting for stock')}
          to={studioPath(waitlist.link)}
        >
          <List size="sm" spacing={2}>
            {waitlist.products.map((p) => (
              <List.Item key={p.productId}>
                {p.productTitle}: {p.waiting} waiting
              </List.Item>
            ))}
          </List>
        </FigureCard>
      )}
    </SimpleGrid>
  );
}

/** The studio's first screen: how the shop is doing and what needs doing, each linking to its list. */
export function HomeScreen() {
  const home = useDashboard();
  // Asked at once beside the home figures (never after them), and only by a role that may see them.
  const seesVisitors = useCan()('analytics.view');
  const visitors = useVisitorWeek(seesVisitors);
  return (
    <Stack gap="md">
      <PageHeader title="Home" description="How your store is doing today, and what is waiting for you." />
      {home.isPending && <Loader role="status" aria-label="Loading" />}
      {home.isError && <LoadError error={home.error} onRetry={() => void home.refetch()} />}
      {home.data && <Figures home={home.data} visitors={seesVisitors ? visitors : undefined} />}
      {home.data && !seesVisitors && Object.values(home.data).every((section) => section === null) && (
        <Text c="dimmed">
          Nothing here for your role.{' '}
          <Anchor component={Link} to="/pages">
            Open your pages
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}

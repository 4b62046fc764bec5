import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { ordersCsvUrl, ORDERS_PAGE_SIZE, useOrders, type OrderFilter } from '../api/orders.js';
import { FULFILMENT_LABELS, PAYMENT_LABELS, STATUS_LABELS } from './order-labels.js';
import { OrderFilters } from './order-filters.js';
import { OrdersTable } from './orders-table.js';

const oneOf = <K extends string>(labels: Readonly<Record<K, string>>, value: string | null) =>
  value !== null && value in labels ? (value as K) : undefined;

const epoch = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** The filter kept in the address (so the home screen can link to 'orders to fulfil'). */
function filterOf(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {};
  const status = oneOf(STATUS_LABELS, params.get('status'));
  const payment = oneOf(PAYMENT_LABELS, params.get('payment'));
  const fulfillment = oneOf(FULFILMENT_LABELS, params.get('fulfillment'));
  const from = epoch(params.get('from'));
  const to = epoch(params.get('to'));
  const search = params.get('search')?.trim();
  if (status) filter.status = status;
  if (payment) filter.payment = payment;
  if (fulfillment) filter.fulfillment = fulfillment;
  if (from !== undefined) filter.from = from;
  if (to !== undefined) filter.to = to;
  if (search) filter.search = search;
  return filter;
}

function paramsOf(filter: OrderFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Every order, newest first, 50 a page: filters by status, payment, fulfilment and dates, search
 * by number, e-mail or name, older/newer pages by cursor (as fast at order 100,000 as at order 1),
 * and the CSV of what the filter finds.
 */
export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [search, setSearch] = useState(filter.search ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  // Cursors of the pages before this one: 'Newer' goes back one.
  const [cursors, setCursors] = useState<(number | undefined)[]>([]);
  const [cursor, setCursor] = useState<number | undefined>(undefined);
  const key = JSON.stringify(filter);
  useEffect(() => {
    setCursors([]);
    setCursor(undefined);
  }, [key]);
  useEffect(() => {
    if ((debounced.trim() || undefined) === filter.search) return;
    const next = { ...filter };
    if (debounced.trim()) next.search = debounced.trim();
    else delete next.search;
    setParams(paramsOf(next), { replace: true });
  }, [debounced]); // Only a new search text changes the address; the filter is read from it.
  const orders = useOrders(filter, cursor);
  const page = orders.data;
  const first = cursors.length * ORDERS_PAGE_SIZE + 1;
  return (
    <Stack gap="md">
      <PageHeader
        title="Orders"
        description="Every order of your store: find one, open it to fulfil, refund or cancel it."
        actions={
          <Button
            component="a"
            href={ordersCsvUrl(filter)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        }
      />
      <OrderFilters
        filter={filter}
        search={search}
        onSearch={setSearch}
        onChange={(next) => setParams(paramsOf(next))}
      />
      {orders.isPending && <Loader role="status" aria-label="Loading" />}
      {orders.isError && <LoadError error={orders.error} onRetry={() => void orders.refetch()} />}
      {page && page.orders.length === 0 && <Text c="dimmed">No order matches.</Text>}
      {page && page.orders.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            Orders {first}–{first + page.orders.length - 1} of {page.total.toLocaleString()}
            {page.totalCapped ? '+' : ''}
          </Text>
          <OrdersTable orders={page.orders} />
        </>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={cursors.length === 0}
          onClick={() => {
            setCursor(cursors.at(-1));
            setCursors(cursors.slice(0, -1));
          }}
        >
          Newer orders
        </Button>
        <Button
          variant="default"
          disabled={!page?.nextCursor}
          loading={orders.isFetching && !orders.isPending}
          onClick={() => {
            if (!page?.nextCursor) return;
            setCursors([...cursors, cursor]);
            setCursor(page.nextCursor);
          }}
        >
          Older orders
        </Button>
      </Group>
    </Stack>
  );
}

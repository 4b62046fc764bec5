import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import {
  SUBSCRIPTIONS_PAGE_SIZE,
  useSubscriptions,
  type Subscription,
  type SubscriptionState,
} from '../api/subscriptions.js';
import { SubscriptionDetail } from './subscription-detail.js';
import { cyclesText, nextRenewalText, STATE_LABELS, stateColour, stateLabel } from './subscription-labels.js';

/**
 * Every subscription of the store: filter by state or to those whose renewal failed, search by
 * e-mail or product, and open one for its renewals and the pause, resume and cancel actions.
 */
export function SubscriptionsScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [state, setState] = useState<SubscriptionState | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const subscriptions = useSubscriptions({ state, failed, search: debounced || undefined }, page);
  const data = subscriptions.data;

  const column = createColumnHelper<Subscription>();
  const columns = [
    column.accessor('email', {
      header: 'Customer',
      cell: ({ row }) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={`${row.original.email}: ${row.original.productName}`}
          onClick={() => setOpen(row.original.id)}
        >
          {row.original.email}
        </Anchor>
      ),
    }),
    column.accessor('productName', { header: 'Product' }),
    column.accessor('planText', { header: 'Plan' }),
    column.accessor('state', {
      header: 'State',
      cell: ({ getValue }) => (
        <Badge variant="light" color={stateColour(getValue())} c="dark.7">
          {stateLabel(getValue())}
        </Badge>
      ),
    }),
    column.accessor(nextRenewalText, { id: 'next', header: 'Next renewal' }),
    column.accessor(cyclesText, { id: 'cycles', header: 'Cycles billed' }),
    column.accessor('failedRenewals', {
      header: 'Failed renewals',
      cell: ({ getValue }) =>
        getValue() > 0 ? (
          <Text size="sm" c="red.9" fw={600}>
            {getValue()}
          </Text>
        ) : (
          '0'
        ),
    }),
  ];
  const table = useReactTable({
    data: data?.subscriptions ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (s) => s.id,
  });

  return (
    <Stack gap="md">
      <PageHeader
        title="Subscriptions"
        description="Products your customers buy on a schedule: when each renews, what failed, and pause, resume or cancel."
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="E-mail or product"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="State"
          placeholder="All"
          clearable
          data={Object.entries(STATE_LABELS).map(([value, label]) => ({ value, label }))}
          value={state ?? null}
          onChange={(value) => {
            setState((value as SubscriptionState | null) ?? undefined);
            setPage(1);
          }}
          w={180}
        />
        <Checkbox
          label="Failed renewals only"
          checked={failed}
          onChange={(e) => {
            setFailed(e.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      {subscriptions.isPending && <Loader role="status" aria-label="Loading" />}
      {subscriptions.isError && (
        <LoadError error={subscriptions.error} onRetry={() => void subscriptions.refetch()} />
      )}
      {data && data.subscriptions.length === 0 && <Text c="dimmed">No subscription matches.</Text>}
      {data && data.subscriptions.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 1 ? '1 subscription' : `${data.total.toLocaleString()} subscriptions`}
          </Text>
          <DataTable table={table} minWidth={860} />
          {data.total > SUBSCRIPTIONS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.total / SUBSCRIPTIONS_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
            />
          )}
        </>
      )}
      <SubscriptionDetail subscriptionId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

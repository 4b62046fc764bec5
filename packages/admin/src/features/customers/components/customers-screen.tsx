import {
  Anchor,
  Button,
  Drawer,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { formatAmount, plural } from '../../../lib/format.js';
import {
  CUSTOMERS_CSV_URL,
  CUSTOMERS_PAGE_SIZE,
  useCustomer,
  useCustomers,
  type Customer,
  type CustomerSort,
} from '../api/customers.js';

const SORTS: Record<CustomerSort, string> = {
  'last-order': 'Last order',
  'total-spent': 'Total spent',
  'order-count': 'Orders',
  email: 'E-mail',
};

/** One customer's order history, beside the list. */
function CustomerHistory({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const detail = useCustomer(customer?.id ?? null);
  return (
    <Drawer
      opened={customer !== null}
      onClose={onClose}
      position="right"
      title={customer ? customer.name || customer.email : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending && customer && <Loader role="status" aria-label="Loading" />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <Stack gap="xs">
          <Text size="sm">{detail.data.customer.email}</Text>
          <Text size="sm" c="dimmed">
            {plural(detail.data.customer.orderCount, 'order', 'orders')},{' '}
            {formatAmount(detail.data.customer.totalSpent)} spent, customer since{' '}
            {new Date(detail.data.customer.firstOrderAt).toLocaleDateString()}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.data.orders.map((order) => (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${order.id}`}>
                      #{order.orderNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{new Date(order.createdAt).toLocaleDateString()}</Table.Td>
                  <Table.Td>{formatAmount(order.grandTotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}

/** Customers built from orders: order count, total spent, last order; history; CSV export. */
export function CustomersScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<CustomerSort>('last-order');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Customer | null>(null);
  const customers = useCustomers(debounced, sort, page);
  const data = customers.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Customers"
        description="Everyone who has bought from your store, from their orders."
        actions={
          <Button
            component="a"
            href={CUSTOMERS_CSV_URL}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Export CSV
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          label="Search"
          placeholder="E-mail or name"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
        />
        <Select
          label="Sort"
          data={Object.entries(SORTS).map(([value, label]) => ({ value, label }))}
          value={sort}
          onChange={(value) => value && setSort(value as CustomerSort)}
          allowDeselect={false}
          w={160}
        />
      </Group>
      {customers.isPending && <Loader role="status" aria-label="Loading" />}
      {customers.isError && <LoadError error={customers.error} onRetry={() => void customers.refetch()} />}
      {data && data.customers.length === 0 && <Text c="dimmed">No customer matches.</Text>}
      {data && data.customers.length > 0 && (
        <>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Orders</Table.Th>
                <Table.Th>Total spent</Table.Th>
                <Table.Th>Last order</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.customers.map((customer) => (
                <Table.Tr key={customer.id}>
                  <Table.Td>
                    <Anchor component="button" type="button" onClick={() => setOpen(customer)}>
                      {customer.name || customer.email}
                    </Anchor>
                    {customer.name && (
                      <Text size="xs" c="dimmed">
                        {customer.email}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{customer.orderCount}</Table.Td>
                  <Table.Td>{formatAmount(customer.totalSpent)}</Table.Td>
                  <Table.Td>{new Date(customer.lastOrderAt).toLocaleDateString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Pagination
            total={Math.ceil(data.total / CUSTOMERS_PAGE_SIZE)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
            })}
          />
        </>
      )}
      <CustomerHistory customer={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

import { Anchor, Badge, Text } from '@mantine/core';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/format.js';
import type { Order } from '../api/orders.js';
import {
  customerName,
  FULFILMENT_LABELS,
  labelOf,
  orderStatusLabel,
  PAYMENT_LABELS,
} from './order-labels.js';
import { DataTable } from '../../../components/ui/data-table.js';

const column = createColumnHelper<Order>();

const COLUMNS = [
  column.accessor('orderNumber', {
    header: 'Order',
    cell: ({ row }) => (
      <Anchor component={Link} to={`/orders/${row.original.id}`} fw={600}>
        #{row.original.orderNumber}
      </Anchor>
    ),
  }),
  column.accessor('createdAt', {
    header: 'Date',
    cell: ({ getValue }) => new Date(getValue()).toLocaleString(),
  }),
  column.display({
    id: 'customer',
    header: 'Customer',
    cell: ({ row }) => (
      <>
        <Text size="sm">{customerName(row.original)}</Text>
        {row.original.shippingAddress?.name && (
          <Text size="xs" c="dimmed">
            {row.original.email}
          </Text>
        )}
      </>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <Badge variant="light">{orderStatusLabel(row.original)}</Badge>,
  }),
  column.accessor((order) => order.payment.state, {
    id: 'payment',
    header: 'Payment',
    cell: ({ getValue }) => labelOf(PAYMENT_LABELS, getValue()),
  }),
  column.accessor('fulfillmentState', {
    header: 'Fulfilment',
    cell: ({ getValue }) => labelOf(FULFILMENT_LABELS, getValue()),
  }),
  column.accessor((order) => order.items.reduce((sum, line) => sum + line.quantity, 0), {
    id: 'items',
    header: 'Items',
  }),
  column.accessor('grandTotal', {
    header: 'Total',
    cell: ({ getValue }) => formatAmount(getValue()),
  }),
];

/** One page of orders as a table: number (opens the order), date, customer, states, total. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const table = useReactTable({
    data: orders,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (order) => order.id,
  });
  return <DataTable table={table} minWidth={760} />;
}

import { Anchor, Badge, Checkbox, Text } from '@mantine/core';
import {
  createColumnHelper,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/format.js';
import type { ProductSummary } from '../api/products.js';
import { PRODUCT_TYPE_LABELS, VISIBILITY_LABELS } from './product-labels.js';
import { DataTable } from '../../../components/ui/data-table.js';

const column = createColumnHelper<ProductSummary>();

function price(p: ProductSummary): string {
  const low = formatAmount({ value: String(p.minPrice), currency: p.currency });
  if (p.minPrice === p.maxPrice) return low;
  return `${low} – ${formatAmount({ value: String(p.maxPrice), currency: p.currency })}`;
}

const COLUMNS = [
  column.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label="Select every product on this page"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={table.getToggleAllRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${row.original.title}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  }),
  column.accessor('title', {
    header: 'Product',
    cell: ({ row }) => (
      <>
        <Anchor component={Link} to={`/products/${row.original.id}`} size="sm" fw={500} c="indigo.9">
          {row.original.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {row.original.variantCount === 1 ? '1 variant' : `${row.original.variantCount} variants`}
        </Text>
      </>
    ),
  }),
  column.accessor('productType', {
    header: 'Type',
    cell: ({ getValue }) => PRODUCT_TYPE_LABELS[getValue()] ?? String(getValue()),
  }),
  column.accessor('publishState', {
    header: 'Visibility',
    cell: ({ getValue }) => (
      // Dot badges keep the text in the body colour: light badges fail contrast on striped rows.
      <Badge variant="dot" color={getValue() === 'published' ? 'green' : 'gray'}>
        {VISIBILITY_LABELS[getValue() as keyof typeof VISIBILITY_LABELS] ?? getValue()}
      </Badge>
    ),
  }),
  column.display({
    id: 'price',
    header: 'Price',
    cell: ({ row }) => (
      <>
        {price(row.original)}
        {row.original.onSale && (
          <Badge ml={6} size="xs" color="red" variant="dot">
            On sale
          </Badge>
        )}
      </>
    ),
  }),
  column.accessor('stock', {
    header: 'Stock',
    cell: ({ getValue }) => {
      const stock = getValue();
      if (stock === null) return 'Unlimited';
      return stock === 0 ? (
        <Text c="red.9" size="sm">
          Sold out
        </Text>
      ) : (
        stock
      );
    },
  }),
];

export interface ProductsTableProps {
  products: ProductSummary[];
  selection: RowSelectionState;
  onSelection: (next: RowSelectionState) => void;
}

/** One page of products with a checkbox per row for the bulk actions. */
export function ProductsTable({ products, selection, onSelection }: ProductsTableProps) {
  const table = useReactTable({
    data: products,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (p) => p.id,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelection(typeof updater === 'function' ? updater(selection) : updater),
  });
  return <DataTable table={table} minWidth={720} />;
}

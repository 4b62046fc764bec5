import { Table, type TableProps } from '@mantine/core';
import { flexRender, type Table as TanStackTable } from '@tanstack/react-table';

export interface DataTableProps<Row> extends Omit<TableProps, 'children'> {
  table: TanStackTable<Row>;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
}

/** A TanStack table drawn with the kit's Table: its header groups, then one row per model row. */
export function DataTable<Row>({ table, minWidth, ...tableProps }: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover {...tableProps}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

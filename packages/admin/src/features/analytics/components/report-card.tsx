import {
  Anchor,
  Card,
  Group,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Keep the caption for screen readers only (the card's heading already says it). */
  hideCaption?: boolean;
}

/** Inside a visually hidden table: no scroll region (an invisible stop for the keyboard). */
const HiddenTable = createContext(false);

/**
 * Charts are pictures here: their figures are in the table beside them, so recharts' keyboard layer
 * (a focusable surface inside an aria-hidden chart) is off.
 */
export const CHART_PROPS = { accessibilityLayer: false } as const;

/**
 * A report's rows as a table; wide tables scroll sideways on a phone instead of squeezing, and the
 * scroll region takes keyboard focus so it can be scrolled without a pointer.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, hideCaption = true }: DataTableProps<Row>) {
  const hidden = useContext(HiddenTable);
  const table = (
    <Table striped highlightOnHover miw={columns.length > 3 && !hidden ? 520 : undefined}>
      <Table.Caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined} scope="col">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  if (hidden) return table;
  return (
    <ScrollArea type="auto" offsetScrollbars viewportProps={{ tabIndex: 0, 'aria-label': caption }}>
      {table}
    </ScrollArea>
  );
}

export interface ReportCardProps {
  title: string;
  /** The CSV download of this report. */
  csvHref?: string;
  /** A chart; when given, a 'Show as table' switch swaps it for the table. */
  chart?: ReactNode;
  /** The same figures as a table (always in the page for screen readers). */
  table: ReactNode;
  /** Shown instead of chart and table when the report has no rows. */
  empty?: string | null;
  children?: ReactNode;
}

/**
 * One report on the analytics screen: heading, CSV download, and a chart with its table. The
 * chart is a picture for sighted readers; the table carries the figures for everyone (visually
 * hidden until 'Show as table' is on), so no figure exists only inside an SVG.
 */
export function ReportCard({ title, csvHref, chart, table, empty, children }: ReportCardProps) {
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id={headingId}>
            {title}
          </Title>
          <Group gap="md" wrap="wrap">
            {chart && !empty && (
              <Switch
                label="Show as table"
                checked={asTable}
                onChange={(event) => setAsTable(event.currentTarget.checked)}
                aria-describedby={headingId}
              />
            )}
            {csvHref && (
              <Anchor href={csvHref} download size="sm" aria-label={`Download ${title} as CSV`}>
                <Group gap={4} wrap="nowrap" component="span">
                  <IconDownload size={16} aria-hidden />
                  CSV
                </Group>
              </Anchor>
            )}
          </Group>
        </Group>
        {children}
        {empty ? (
          <Text c="dimmed" size="sm">
            {empty}
          </Text>
        ) : chart ? (
          <>
            {!asTable && <div aria-hidden>{chart}</div>}
            {asTable ? (
              table
            ) : (
              <VisuallyHidden>
                <HiddenTable.Provider value>{table}</HiddenTable.Provider>
              </VisuallyHidden>
            )}
          </>
        ) : (
          table
        )}
      </Stack>
    </Card>
  );
}

export interface FigureProps {
  label: string;
  value: string;
  /** The same figure for the previous period, when comparing. */
  previous?: string;
  /** '+12%' / '−3%' against the previous period. */
  change?: string;
}

/** One headline number of a report (visits, revenue…). */
export function Figure({ label, value, previous, change }: FigureProps) {
  return (
    <Card withBorder padding="sm" radius="md" component="dl" m={0}>
      <Text component="dt" size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fz={24} fw={700}>
        {value}
      </Text>
      {previous !== undefined && (
        <Text component="dd" m={0} size="xs" c="dimmed">
          {change ? `${change} · ` : ''}previous period {previous}
        </Text>
      )}
    </Card>
  );
}

import { Button, Group, Loader, SegmentedControl, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import { sendToGroup } from '../../waitlists/api/waitlists.js';
import { useInventory, useSaveStock, type InventoryQuery, type StockCell } from '../api/inventory.js';
import { StockCellInput } from './stock-cell.js';
import { StockHistory } from './stock-history.js';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'low', label: 'Low' },
  { value: 'out', label: 'Sold out' },
  { value: 'unlimited', label: 'Unlimited' },
];

function focusRow(row: number) {
  document.querySelector<HTMLInputElement>(`[data-stock-row="${row}"]`)?.focus();
}

/**
 * Every counted variant with its stock, edited in place: each cell saves on its own (refused with
 * the server's 'changed elsewhere' message when someone else changed it first), a toast offers to
 * undo, and each variant's history opens beside the table.
 */
export function InventoryScreen() {
  const [params, setParams] = useSearchParams();
  const stock = params.get('stock') ?? 'all';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const filter: InventoryQuery = {
    ...(debounced.trim() && { search: debounced.trim() }),
    ...(stock !== 'all' && { stock: stock as NonNullable<InventoryQuery['stock']> }),
  };
  const inventory = useInventory(filter);
  const save = useSaveStock();
  const client = useQueryClient();
  const [history, setHistory] = useState<StockCell | null>(null);
  const rows = inventory.data?.pages.flatMap((page) => page.variants) ?? [];

  const saveCell = (cell: StockCell, qtyInStock: number, undoable = true) => {
    save.mutate(
      { variantId: cell.variantId, version: cell.version, qtyInStock },
      {
        onSuccess: (saved) => {
          if (cell.qtyInStock === 0 && saved.qtyInStock > 0) offerToNotify(cell);
          if (!undoable) return;
          const id = `stock-${cell.variantId}-${saved.version}`;
          notifications.show({
            id,
            message: (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {cell.productTitle}: stock {cell.qtyInStock} → {saved.qtyInStock}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => {
                    notifications.hide(id);
                    saveCell(
                      { ...cell, version: saved.version, qtyInStock: saved.qtyInStock },
                      cell.qtyInStock,
                      false,
                    );
                  }}
                >
                  Undo
                </Button>
              </Group>
            ),
          });
        },
        onError: (error) => {
          const changed = error instanceof ApiError && error.code === 'changed-elsewhere';
          if (changed) offerLatest(cell, qtyInStock, messageOf(error));
          else notifications.show({ color: 'red', message: messageOf(error) });
        },
      },
    );
  };

  /**
   * Another owner changed the cell first: the typed count stays in the cell until the owner
   * chooses to load the latest count, or to save theirs over it from the latest version.
   */
  const offerLatest = (cell: StockCell, typed: number, message: string) => {
    const id = `changed-${cell.variantId}`;
    const reload = () => client.invalidateQueries({ queryKey: ['inventory'] });
    const latestOf = async () => {
      await reload();
      return client
        .getQueriesData<{ pages: { variants: StockCell[] }[] }>({ queryKey: ['inventory'] })
        .flatMap(([, data]) => data?.pages.flatMap((page) => page.variants) ?? [])
        .find((c) => c.variantId === cell.variantId);
    };
    notifications.show({
      id,
      color: 'yellow',
      autoClose: false,
      message: (
        <Stack gap={4}>
          <Text size="sm">{message}</Text>
          <Group gap="xs">
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                notifications.hide(id);
                void reload();
              }}
            >
              Load the latest count
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => {
                notifications.hide(id);
                void latestOf().then((latest) => latest && saveCell(latest, typed));
              }}
            >
              Keep my count
            </Button>
          </Group>
        </Stack>
      ),
    });
  };

  /** Stock came back: offer the back-in-stock send to the people waiting for this variant. */
  const offerToNotify = (cell: StockCell) => {
    const id = `notify-${cell.variantId}`;
    notifications.show({
      id,
      autoClose: false,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{cell.productTitle} is back in stock.</Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              notifications.hide(id);
              sendToGroup({ productId: cell.productId, variantId: cell.variantId }).then(
                (sent) =>
                  notifications.show({
                    color: 'green',
                    message: `Notified ${sent.notifiedCount} of the people waiting.`,
                  }),
                (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) }),
              );
            }}
          >
            Notify waitlist
          </Button>
        </Group>
      ),
    });
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Inventory"
        description="Every variant you count, its stock and its history. Type a new count and press Enter."
      />
      <Group gap="sm" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Product or SKU"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <SegmentedControl
          aria-label="Stock"
          data={FILTERS}
          value={stock}
          onChange={(value) => setParams(value === 'all' ? {} : { stock: value })}
        />
      </Group>
      {inventory.isPending && <Loader role="status" aria-label="Loading" />}
      {inventory.isError && <LoadError error={inventory.error} onRetry={() => void inventory.refetch()} />}
      {inventory.data && rows.length === 0 && <Text c="dimmed">No variant matches.</Text>}
      {rows.length > 0 && (
        // On a phone the table scrolls inside its own box: the page itself stays the screen's width.
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Options</Table.Th>
                <Table.Th>SKU</Table.Th>
                <Table.Th>In stock</Table.Th>
                <Table.Th>History</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cell, row) => (
                <Table.Tr key={cell.variantId}>
                  <Table.Td>{cell.productTitle}</Table.Td>
                  <Table.Td>{Object.values(cell.attributes).join(' / ')}</Table.Td>
                  <Table.Td>{cell.sku}</Table.Td>
                  <Table.Td>
                    {cell.unlimited ? (
                      <Text size="sm">Unlimited</Text>
                    ) : (
                      <StockCellInput
                        cell={cell}
                        row={row}
                        saving={save.isPending && save.variables.variantId === cell.variantId}
                        onSave={saveCell}
                        onMove={focusRow}
                      />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setHistory(cell)}
                      aria-label={`History of ${cell.productTitle} ${cell.sku}`}
                    >
                      History
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {inventory.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void inventory.fetchNextPage()}
          loading={inventory.isFetchingNextPage}
        >
          Show more
        </Button>
      )}
      <StockHistory
        variantId={history?.variantId ?? null}
        title={history ? `${history.productTitle} ${history.sku}` : ''}
        onClose={() => setHistory(null)}
      />
    </Stack>
  );
}

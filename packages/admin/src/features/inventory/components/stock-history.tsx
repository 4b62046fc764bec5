import { Drawer, Loader, Table, Text } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error.js';
import { useStockHistory } from '../api/inventory.js';

const REASONS: Record<string, string> = {
  order: 'Order',
  restock: 'Refund, put back',
  renewal: 'Subscription renewal',
  manual: 'Edited',
  import: 'CSV import',
};

/** Every change of one variant's stock, newest first, with why and who. */
export function StockHistory({
  variantId,
  title,
  onClose,
}: {
  variantId: string | null;
  title: string;
  onClose: () => void;
}) {
  const history = useStockHistory(variantId);
  return (
    <Drawer
      opened={variantId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={`Stock history: ${title}`}
    >
      {history.isPending && variantId && <Loader role="status" aria-label="Loading" />}
      {history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      {history.data && history.data.movements.length === 0 && <Text c="dimmed">No change recorded yet.</Text>}
      {history.data && history.data.movements.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Why</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
              <Table.Th ta="right">Stock after</Table.Th>
              <Table.Th>By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.movements.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{new Date(m.createdAt).toLocaleString()}</Table.Td>
                <Table.Td>
                  {REASONS[m.reason] ?? m.reason}
                  {m.orderNumber !== null && ` #${m.orderNumber}`}
                  {m.note && (
                    <Text size="xs" c="dimmed">
                      {m.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{m.delta > 0 ? `+${m.delta}` : m.delta}</Table.Td>
                <Table.Td ta="right">{m.qtyAfter ?? 'Unlimited'}</Table.Td>
                <Table.Td>{m.actorName ?? (m.orderId ? 'Shopper' : '')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}

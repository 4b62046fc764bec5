import { Badge, Button, Checkbox, Drawer, Group, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import {
  sendToGroups,
  useRefreshWaitlists,
  useWaitlistGroups,
  useWaitlistSignUps,
  type WaitlistGroup,
} from '../api/waitlists.js';

const keyOf = (g: WaitlistGroup) => `${g.productId}/${g.variantId}`;
const nameOf = (g: WaitlistGroup) => (g.variantName ? `${g.productName} (${g.variantName})` : g.productName);
const dateOf = (ms: number) => new Date(ms).toLocaleDateString();
const stockText = (g: WaitlistGroup) => (g.stock.unlimited ? 'Unlimited' : String(g.stock.qtyInStock));

const STATUS_LABELS = { waiting: 'Waiting', holding: 'Told, holding', notified: 'Told' } as const;

function SignUpsDrawer({ group, onClose }: { group: WaitlistGroup | null; onClose: () => void }) {
  const signUps = useWaitlistSignUps(group);
  const rows = signUps.data?.pages.flatMap((p) => p.signUps) ?? [];
  return (
    <Drawer
      opened={group !== null}
      onClose={onClose}
      position="right"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={group ? `Sign-ups: ${nameOf(group)}` : ''}
    >
      {signUps.isPending && group && <Loader role="status" aria-label="Loading sign-ups" />}
      {signUps.isError && <LoadError error={signUps.error} onRetry={() => void signUps.refetch()} />}
      {rows.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Signed up</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{s.siteVisitorEmail}</Table.Td>
                <Table.Td>{dateOf(s.createdAt)}</Table.Td>
                <Table.Td>{STATUS_LABELS[s.status]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {signUps.hasNextPage && (
        <Button variant="default" mt="sm" onClick={() => void signUps.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Drawer>
  );
}

/**
 * The waitlists: demand per product and variant (people waiting, told, stock, first sign-up), each
 * group's sign-ups with their dates, and the back-in-stock sends — to one group, the chosen ones or
 * all, batch by batch with a progress bar. The server tells at most one person per unit in stock.
 */
export function WaitlistsScreen() {
  const groups = useWaitlistGroups();
  const refresh = useRefreshWaitlists();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<WaitlistGroup | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const data = useMemo(
    () =>
      [...(groups.data ?? [])].sort(
        (a, b) => b.waitingCount - a.waitingCount || a.firstSignUpAt - b.firstSignUpAt,
      ),
    [groups.data],
  );

  const send = async (targets: readonly WaitlistGroup[]) => {
    if (targets.length === 0 || progress) return;
    try {
      const notified = await sendToGroups(
        targets.map((g) => ({ productId: g.productId, variantId: g.variantId })),
        (done, total) => setProgress({ done, total }),
      );
      notifications.show({
        color: 'green',
        message:
          notified === 0
            ? 'Nobody was notified: no units are free for the people waiting.'
            : `Notified ${notified} ${notified === 1 ? 'person' : 'people'}.`,
      });
      setChosen(new Set());
    } catch (error) {
      notifications.show({ color: 'red', message: messageOf(error) });
    } finally {
      setProgress(null);
      refresh();
    }
  };

  const column = createColumnHelper<WaitlistGroup>();
  const columns = [
    column.display({
      id: 'choose',
      header: () => null,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Choose ${nameOf(row.original)}`}
          checked={chosen.has(keyOf(row.original))}
          onChange={(event) => {
            const next = new Set(chosen);
            if (event.currentTarget.checked) next.add(keyOf(row.original));
            else next.delete(keyOf(row.original));
            setChosen(next);
          }}
        />
      ),
    }),
    column.accessor(nameOf, { id: 'product', header: 'Product' }),
    column.accessor('sku', { header: 'SKU', cell: ({ getValue }) => getValue() ?? '' }),
    column.accessor('waitingCount', { header: 'Waiting' }),
    column.accessor('notifiedCount', { header: 'Told' }),
    column.accessor(stockText, { id: 'stock', header: 'In stock' }),
    column.accessor('firstSignUpAt', { header: 'Waiting since', cell: ({ getValue }) => dateOf(getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => setOpen(row.original)}>
            Sign-ups
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            aria-label={`Send to ${nameOf(row.original)}`}
            disabled={progress !== null}
            onClick={() => void send([row.original])}
          >
            Send
          </Button>
        </Group>
      ),
    }),
  ];
  const table = useReactTable({ data, columns, getCoreRowModel: getCoreRowModel(), getRowId: keyOf });
  const waiting = data.reduce((sum, g) => sum + g.waitingCount, 0);

  return (
    <Stack gap="md">
      <PageHeader
        title="Waitlists"
        description="People waiting for products to come back. A send tells at most one person per unit in stock, oldest first; the next in line hear when a hold ends unsold."
      />
      {groups.isPending && <Loader role="status" aria-label="Loading" />}
      {groups.isError && <LoadError error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data && data.length === 0 && <Text c="dimmed">Nobody is waiting for a product.</Text>}
      {data.length > 0 && (
        <>
          <Group justify="space-between">
            <Group gap="xs">
              <Badge variant="light">{waiting}</Badge>
              <Text>{waiting === 1 ? 'person waiting' : 'people waiting'}</Text>
            </Group>
            <Group gap="sm">
              <Button
                variant="default"
                disabled={chosen.size === 0 || progress !== null}
                onClick={() => void send(data.filter((g) => chosen.has(keyOf(g))))}
              >
                Send to chosen
              </Button>
              <Button disabled={progress !== null} onClick={() => void send(data)}>
                Send all
              </Button>
            </Group>
          </Group>
          {progress && (
            <Progress
              aria-label="Sending"
              value={progress.total === 0 ? 100 : (progress.done / progress.total) * 100}
              animated
            />
          )}
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
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
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      <SignUpsDrawer group={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

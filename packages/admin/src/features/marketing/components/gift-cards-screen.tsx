import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Loader,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import {
  GIFT_CARDS_PAGE_SIZE,
  useGiftCard,
  useGiftCardActions,
  useGiftCards,
  type GiftCard,
} from '../api/gift-cards.js';
import { centsText } from '../model/coupon-text.js';
import { IssueGiftCard } from './issue-gift-card.js';

/** What one gift-card command saves: the card's disabled state. */
interface CardState {
  giftCardId: string;
  disabled: boolean;
}

const REASONS = { issue: 'Issued', redeem: 'Spent on an order', refund: 'Refunded' } as const;

const money = (cents: number, currency: string) => `${centsText(cents)} ${currency}`;
const cardName = (card: Pick<GiftCard, 'codeLast4'>) => `…${card.codeLast4}`;

/** One card's balance and its history: every issue, spend and refund. */
function GiftCardHistory({ card, onClose }: { card: GiftCard | null; onClose: () => void }) {
  const detail = useGiftCard(card?.id ?? null);
  return (
    <Drawer
      opened={card !== null}
      onClose={onClose}
      position="right"
      title={card ? `Gift card ${cardName(card)}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {detail.isPending && card && <Loader role="status" aria-label="Loading" />}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && (
        <Stack gap="xs">
          <Text size="sm">
            Balance {money(detail.data.balanceCents, detail.data.currency)} of{' '}
            {money(detail.data.initialCents, detail.data.currency)}
          </Text>
          {detail.data.note && (
            <Text size="sm" c="dimmed">
              {detail.data.note}
            </Text>
          )}
          <Table aria-label="Balance history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.data.history.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{new Date(entry.createdAt).toLocaleDateString()}</Table.Td>
                  <Table.Td>
                    {entry.orderId && entry.reason !== 'issue' ? (
                      <Anchor component={Link} to={`/orders/${entry.orderId}`}>
                        {REASONS[entry.reason]}
                      </Anchor>
                    ) : (
                      REASONS[entry.reason]
                    )}
                  </Table.Td>
                  <Table.Td>
                    {entry.delta > 0 ? '+' : '−'}
                    {centsText(Math.abs(entry.delta))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}

const column = createColumnHelper<GiftCard>();

/**
 * Gift cards: every card with its balance, a page at a time, searchable by the code's last four
 * characters or the recipient; a card's balance history; issuing by hand; disabling and enabling
 * as saved commands with Undo/Redo.
 */
export function GiftCardsScreen() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [issuing, setIssuing] = useState(false);
  const [open, setOpen] = useState<GiftCard | null>(null);
  const cards = useGiftCards(debounced, page);
  const { setDisabled } = useGiftCardActions();

  const history = useSavedHistory<CardState>({
    save: (target) => setDisabled.mutateAsync(target).then(() => undefined),
  });
  const toggle = (card: GiftCard) =>
    void history.run({
      label: `${card.disabled ? 'Enable' : 'Disable'} gift card ${cardName(card)}`,
      before: { giftCardId: card.id, disabled: card.disabled },
      after: { giftCardId: card.id, disabled: !card.disabled },
    });

  const columns = useMemo(
    () => [
      column.display({
        id: 'code',
        header: 'Code',
        cell: ({ row: { original: card } }) => (
          <Anchor
            component="button"
            type="button"
            aria-label={`Gift card ${cardName(card)}`}
            style={{ whiteSpace: 'nowrap' }}
            onClick={() => setOpen(card)}
          >
            {cardName(card)}
          </Anchor>
        ),
      }),
      column.display({
        id: 'balance',
        header: 'Balance',
        cell: ({ row: { original: c } }) =>
          `${money(c.balanceCents, c.currency)} of ${centsText(c.initialCents)}`,
      }),
      column.display({
        id: 'recipient',
        header: 'Recipient',
        cell: ({ row: { original: c } }) => c.recipientEmail || '—',
      }),
      column.display({
        id: 'source',
        header: 'Issued',
        cell: ({ row: { original: c } }) => (
          <>
            {new Date(c.createdAt).toLocaleDateString()}{' '}
            {c.orderId ? (
              <Anchor component={Link} to={`/orders/${c.orderId}`} size="sm">
                by an order
              </Anchor>
            ) : (
              <Text span size="sm" c="dimmed">
                by hand
              </Text>
            )}
          </>
        ),
      }),
      column.display({
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: c } }) =>
          c.disabled ? (
            <Badge color="gray" variant="dot">
              Disabled
            </Badge>
          ) : c.balanceCents === 0 ? (
            <Badge color="orange" variant="dot">
              Spent
            </Badge>
          ) : (
            <Badge color="green" variant="dot">
              Active
            </Badge>
          ),
      }),
      column.display({
        id: 'actions',
        header: 'Actions',
        cell: ({ row: { original: card } }) => (
          <Button
            size="xs"
            variant="default"
            disabled={setDisabled.isPending}
            aria-label={`${card.disabled ? 'Enable' : 'Disable'} gift card ${cardName(card)}`}
            onClick={() => toggle(card)}
          >
            {card.disabled ? 'Enable' : 'Disable'}
          </Button>
        ),
      }),
    ],
    // Rebuilt when the history changes, so the row actions record onto the latest one.
    [history, setDisabled.isPending],
  );
  const table = useReactTable({
    data: cards.data?.cards ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (c) => c.id,
  });
  const data = cards.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Gift cards"
        description="Cards bought in your store or issued by you, with what is left on each."
        actions={
          <>
            <UndoRedoButtons history={history} />
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIssuing(true)}>
              Issue gift card
            </Button>
          </>
        }
      />
      <TextInput
        label="Search"
        placeholder="Last 4 characters or e-mail"
        maw={320}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {cards.isPending && <Loader role="status" aria-label="Loading" />}
      {cards.isError && <LoadError error={cards.error} onRetry={() => void cards.refetch()} />}
      {data && data.cards.length === 0 && <Text c="dimmed">No gift cards.</Text>}
      {data && data.cards.length > 0 && (
        <>
          <DataTable table={table} minWidth={760} aria-label="Gift cards" />
          {data.total > GIFT_CARDS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.total / GIFT_CARDS_PAGE_SIZE)}
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
      <IssueGiftCard opened={issuing} onClose={() => setIssuing(false)} />
      <GiftCardHistory card={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

import {
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Pagination,
  Select,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { IconChevronLeft, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import {
  collectionQuery,
  deleteItem,
  itemsQuery,
  ITEMS_PAGE_SIZE,
  type Item,
  type PublishState,
} from '../api/items.js';
import { capitalized, itemKindOf, STATUS_LABELS, STATUS_OPTIONS } from '../../../lib/item-kinds.js';
import { AddItemDialog } from './add-item-dialog.js';

const column = createColumnHelper<Item>();
const dateText = (ms: number | null) =>
  ms === null ? '' : new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A collection's items (blog posts, events, …): search by title, status filter, pages of 20. */
export function ItemsScreen() {
  const { pageId = '' } = useParams();
  const client = useQueryClient();
  const collection = useQuery(collectionQuery(pageId));
  const kind = itemKindOf(collection.data?.settings);
  useDocumentTitle(`${kind.heading} · Tessera studio`);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<PublishState | null>(null);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Item>();
  const filter = { ...(q && { q }), ...(status && { publishState: status }) };
  const items = useQuery({ ...itemsQuery(pageId, filter, page), placeholderData: keepPreviousData });
  const remove = useMutation({
    mutationFn: (item: Item) => deleteItem(item.id),
    onSuccess: (_, item) => {
      setRemoving(undefined);
      void client.invalidateQueries({ queryKey: ['items', pageId] });
      notifications.show({ message: `${item.title} deleted.` });
    },
  });

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: 'Title',
        cell: (c) => (
          <Anchor component={Link} to={`/pages/${pageId}/items/${c.row.original.id}`} size="sm" fw={500}>
            {c.getValue()}
          </Anchor>
        ),
      }),
      column.accessor('publishState', {
        header: 'Status',
        cell: (c) => (
          <Badge variant="light" color="gray" autoContrast>
            {STATUS_LABELS[c.getValue() as PublishState] ?? c.getValue()}
          </Badge>
        ),
      }),
      column.display({
        id: 'date',
        header: kind.recordType === 12 ? 'Starts' : 'Date',
        cell: (c) => {
          const i = c.row.original;
          return dateText(kind.recordType === 12 ? i.startDate : (i.publishOn ?? i.createdAt));
        },
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        cell: (c) => (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={`Delete ${c.row.original.title}`}
            onClick={() => setRemoving(c.row.original)}
          >
            <IconTrash size={16} aria-hidden />
          </Button>
        ),
      }),
    ],
    [pageId, kind.recordType],
  );
  const table = useReactTable({
    data: items.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });
  const pages = Math.max(1, Math.ceil((items.data?.total ?? 0) / ITEMS_PAGE_SIZE));

  return (
    <Stack gap="md">
      <div>
        <Button
          component={Link}
          to="/pages"
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
        >
          Pages
        </Button>
      </div>
      <PageHeader
        title={collection.data ? `${kind.heading} · ${collection.data.title}` : kind.heading}
        description={`Write, schedule and publish the ${kind.one}s of this page.`}
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add {kind.one}
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search by title"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={status}
          clearable
          onChange={(value) => {
            setStatus(value as PublishState | null);
            setPage(1);
          }}
          w={{ base: '100%', sm: 200 }}
        />
        {items.isFetching && <Loader size="sm" role="status" aria-label={`Loading ${kind.one}s`} />}
      </Group>
      {items.isError ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data && items.data.total === 0 ? (
        <Text size="sm" c="dimmed">
          {q || status
            ? `No ${kind.one}s match.`
            : `No ${kind.one}s yet. ${capitalized(kind.one)}s you add appear here.`}
        </Text>
      ) : (
        <DataTable table={table} minWidth={560} aria-label={kind.heading} />
      )}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} getControlProps={pageLabel} />}
      {adding && <AddItemDialog collectionId={pageId} kind={kind} onClose={() => setAdding(false)} />}
      <Modal
        opened={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title={`Delete ${kind.one}`}
      >
        <Stack>
          <Text size="sm">
            Delete “{removing?.title}”? Visitors will no longer find it, and it cannot be brought back.
          </Text>
          {remove.error && (
            <Text size="sm" c="red" role="alert">
              {messageOf(remove.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(undefined)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing)}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function pageLabel(control: 'first' | 'previous' | 'last' | 'next') {
  const names = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };
  return { 'aria-label': names[control] };
}

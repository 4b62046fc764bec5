import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Drawer, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { mailingListInput } from '@tessera/contract';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataTable } from '../../../components/ui/data-table.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { showServerErrors } from '../../../lib/form-errors.js';
import { RowKeys } from '../../../lib/row-keys.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { saveListState, type ListState } from '../model/list-change.js';
import {
  subscribersCsvUrl,
  useMailingListActions,
  useMailingLists,
  useSubscribers,
  type MailingList,
  type Subscriber,
} from '../api/mailing-lists.js';
import { CursorPager, nextCursors } from './cursor-pager.js';

type ListInput = z.input<typeof mailingListInput>;

const showError = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

function confirm(title: string, text: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red.9' },
    onConfirm,
  });
}

/** 'Subscribed', or 'Unsubscribed on <date>' for one who left through an e-mail's link. */
function statusOf(subscriber: Subscriber): string {
  return subscriber.unsubscribedAt === null
    ? 'Subscribed'
    : `Unsubscribed on ${new Date(subscriber.unsubscribedAt).toLocaleDateString()}`;
}

/** One list's subscribers, a page at a time, with removal and the CSV export. */
function Subscribers({ list, onClose }: { list: MailingList | null; onClose: () => void }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const page = useSubscribers(list?.id ?? null, cursors.at(-1));
  const { removeSubscriber } = useMailingListActions();
  const remove = (subscriber: Subscriber) =>
    list &&
    confirm(`Remove ${subscriber.email}?`, 'They will no longer receive this list’s e-mails.', () =>
      removeSubscriber.mutate({ listId: list.id, subscriberId: subscriber.id }, { onError: showError }),
    );
  return (
    <Drawer
      opened={list !== null}
      onClose={() => {
        setCursors([undefined]);
        onClose();
      }}
      position="right"
      size="lg"
      title={list ? `Subscribers of ${list.name}` : ''}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {list && (
        <Stack gap="sm">
          <Group>
            <Button
              component="a"
              href={subscribersCsvUrl(list.id)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
          </Group>
          {page.isPending && <Loader role="status" aria-label="Loading" />}
          {page.isError && <LoadError error={page.error} onRetry={() => void page.refetch()} />}
          {page.data?.subscribers.length === 0 && <Text c="dimmed">No subscribers yet.</Text>}
          {page.data && page.data.subscribers.length > 0 && (
            <Table.ScrollContainer minWidth={420}>
              <Table aria-label="Subscribers">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Signed up</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.subscribers.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>{s.email}</Table.Td>
                      <Table.Td>{s.name}</Table.Td>
                      <Table.Td>{new Date(s.createdAt).toLocaleDateString()}</Table.Td>
                      <Table.Td>{statusOf(s)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Remove ${s.email}`}
                          onClick={() => remove(s)}
                        >
                          Remove
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {page.data && (
            <CursorPager
              page={cursors.length}
              hasNext={page.data.nextCursor !== null}
              onPrevious={() => setCursors(cursors.slice(0, -1))}
              onNext={() => setCursors(nextCursors(cursors, page.data?.nextCursor ?? null))}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}

function NewListForm({ onCreate }: { onCreate: (name: string) => Promise<{ error?: unknown }> }) {
  const form = useForm<ListInput, unknown, z.output<typeof mailingListInput>>({
    resolver: zodResolver(mailingListInput),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    const { error } = await onCreate(name);
    if (error === undefined) {
      form.reset({ name: '' });
      notifications.show({ message: `${name} was created` });
    } else if (!showServerErrors(form, error)) form.setError('name', { message: messageOf(error) });
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="New list name"
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Button
          type="submit"
          mt={25}
          loading={form.formState.isSubmitting}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Create list
        </Button>
      </Group>
    </form>
  );
}

const column = createColumnHelper<MailingList>();

/**
 * Mailing lists: how many people each has, their subscribers (CSV, remove), new lists, deleting.
 * Creating and deleting a list are saved commands: a deleted list goes to the server's trash, so
 * Undo brings it back with its subscribers and forms.
 */
export function MailingListsScreen() {
  const client = useQueryClient();
  const lists = useMailingLists();
  const keys = useRef(new RowKeys()).current;
  const history = useSavedHistory<ListState>({
    save: async (state) => {
      try {
        await saveListState(state, keys);
      } finally {
        void client.invalidateQueries({ queryKey: ['marketing'] });
      }
    },
  });
  const create = (name: string) => {
    const key = keys.newKey();
    return history.run({
      label: `Create ${name}`,
      before: { key, name, live: false },
      after: { key, name, live: true },
    });
  };
  const remove = (list: MailingList) => {
    const key = keys.keyOf(list.id);
    void history.run({
      label: `Delete ${list.name}`,
      before: { key, name: list.name, live: true },
      after: { key, name: list.name, live: false },
    });
  };
  const [open, setOpen] = useState<MailingList | null>(null);
  const columns = [
    column.accessor('name', {
      header: 'List',
      cell: ({ row: { original: list } }) => (
        <Anchor component="button" type="button" onClick={() => setOpen(list)}>
          {list.name}
        </Anchor>
      ),
    }),
    column.accessor('subscriberCount', { header: 'Subscribers' }),
    column.accessor('createdAt', {
      header: 'Created',
      cell: (c) => new Date(c.getValue()).toLocaleDateString(),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: list } }) => (
        <Button
          size="xs"
          variant="default"
          aria-label={`Delete ${list.name}`}
          onClick={() =>
            confirm(
              `Delete ${list.name}?`,
              `Its ${list.subscriberCount} subscribers go with it, and forms stop adding people to it. Undo brings them back.`,
              () => remove(list),
            )
          }
        >
          Delete
        </Button>
      ),
    }),
  ];
  const table = useReactTable({
    data: lists.data?.lists ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (l) => l.id,
  });
  return (
    <Stack gap="md">
      <PageHeader
        title="Mailing lists"
        description="People who signed up through your newsletter forms."
        actions={<UndoRedoButtons history={history} />}
      />
      <NewListForm onCreate={create} />
      {lists.isPending && <Loader role="status" aria-label="Loading" />}
      {lists.isError && <LoadError error={lists.error} onRetry={() => void lists.refetch()} />}
      {lists.data?.lists.length === 0 && <Text c="dimmed">No mailing lists yet.</Text>}
      {lists.data && lists.data.lists.length > 0 && (
        <DataTable table={table} minWidth={560} aria-label="Mailing lists" />
      )}
      <Subscribers list={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

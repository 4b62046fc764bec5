import { Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconArrowBackUp, IconArrowForwardUp, IconPlus } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyDialog } from '../../../components/ui/lazy-dialog.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { checkLink } from '../../../lib/check-link.js';
import { useCan } from '../../../lib/session.js';
import {
  addLink,
  addPage,
  collectionsQuery,
  deletePage,
  duplicatePage,
  patchPage,
  renamePage,
  saveNavigation,
  siteLayoutQuery,
  type Collection,
} from '../api/pages.js';
import { NEW_PAGE_KINDS } from '../model/page-kinds.js';
import {
  afterRedo,
  afterUndo,
  emptySettingsHistory,
  recorded,
  settingsCommand,
  type PageSettingsValues,
  type SettingsCommand,
} from '../model/settings-commands.js';
import { buildTree, changedSections, moveEntry, type Tree } from '../model/tree.js';
import type { AddPageInput } from './add-page-dialog.js';
import { PageTree } from './page-tree.js';

// The dialogs (forms, validation, Modal) load when first opened, not with the page list.
const AddPageDialog = lazy(async () => ({ default: (await import('./add-page-dialog.js')).AddPageDialog }));
const PageSettingsDialog = lazy(async () => ({
  default: (await import('./page-settings-dialog.js')).PageSettingsDialog,
}));
const RenamePageDialog = lazy(async () => ({
  default: (await import('./rename-page-dialog.js')).RenamePageDialog,
}));
const DeletePageDialog = lazy(async () => ({
  default: (await import('./delete-page-dialog.js')).DeletePageDialog,
}));

/** The site's pages by navigation (main, then those linked nowhere), arranged by drag and drop. */
export function PagesScreen() {
  useDocumentTitle('Pages · Tessera studio');
  const can = useCan();
  const editable = can('content.edit');
  const client = useQueryClient();
  const navigate = useNavigate();
  const collections = useQuery(collectionsQuery);
  const layout = useQuery(siteLayoutQuery);
  const [adding, { open, close }] = useDisclosure(false);
  const [doomed, setDoomed] = useState<Collection>();
  const [renaming, setRenaming] = useState<Collection>();
  const [configuring, setConfiguring] = useState<Collection>();
  // Settings changes as commands: Undo sends a command's inverse, Redo sends it again.
  const [history, setHistory] = useState(emptySettingsHistory);
  // A move shows at once; the server's answer (or a failure) replaces it.
  const [moved, setMoved] = useState<Tree>();
  const refresh = () =>
    Promise.all([client.invalidateQueries(collectionsQuery), client.invalidateQueries(siteLayoutQuery)]);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });

  const byId = useMemo(
    () => new Map((collections.data?.collections ?? []).map((c) => [c.id, c])),
    [collections.data],
  );
  const saved = useMemo(
    () => layout.data && collections.data && buildTree(layout.data, collections.data.collections),
    [layout.data, collections.data],
  );
  const tree = moved ?? saved;

  const add = useMutation({
    mutationFn: async (input: AddPageInput) => {
      const kind = NEW_PAGE_KINDS[input.kind];
      if (!kind) {
        const link = checkLink(input.url);
        if ('href' in link) await addLink(input.title, link.href, layout.data);
        return undefined;
      }
      return addPage({ ...kind, title: input.title }, layout.data);
    },
    onSuccess: async (created, input) => {
      await refresh();
      close();
      notifications.show({ color: 'green', message: `${input.title} added` });
      if (created && input.kind === 'Page') void navigate(`/pages/${created.id}`);
    },
  });
  const move = useMutation({
    mutationFn: async ({ before, after }: { before: Tree; after: Tree }) => {
      for (const name of changedSections(before, after)) {
        await saveNavigation(
          name,
          after[name].map((e) => e.link),
        );
      }
    },
    onMutate: ({ after }) => setMoved(after),
    onError: failed,
    onSettled: async () => {
      await refresh();
      setMoved(undefined);
    },
  });
  const rename = useMutation({
    mutationFn: ({ page, title }: { page: Collection; title: string }) => renamePage(page, title),
    onSuccess: async (page) => {
      setRenaming(undefined);
      await refresh();
      notifications.show({ message: `Renamed to ${page.title}` });
    },
  });
  const duplicate = useMutation({
    mutationFn: ({ c, section }: { c: Collection; section: 'main' | '_hidden' }) =>
      duplicatePage(c, section, layout.data ?? []),
    onSuccess: async (copy) => {
      await refresh();
      notifications.show({ color: 'green', message: `${copy.title} added` });
    },
    onError: failed,
  });
  const configure = useMutation({
    mutationFn: async ({
      page,
      values,
      password,
    }: {
      page: Collection;
      values: PageSettingsValues;
      password?: string;
    }) => {
      const command = settingsCommand(page, values, password);
      if (command) await patchPage(command.pageId, command.after);
      return command;
    },
    onSuccess: async (command) => {
      setConfiguring(undefined);
      if (!command) return;
      setHistory((h) => recorded(h, command));
      await refresh();
      notifications.show({ color: 'green', message: 'Page settings saved' });
    },
  });
  const replay = useMutation({
    mutationFn: async ({ command, undo }: { command: SettingsCommand; undo: boolean }) =>
      patchPage(command.pageId, undo ? command.before : command.after),
    onSuccess: async (_page, { undo }) => {
      setHistory((h) => (undo ? afterUndo(h) : afterRedo(h)));
      await refresh();
    },
    onError: failed,
  });
  const lastDone = history.done.at(-1);
  const lastUndone = history.undone.at(-1);
  const remove = useMutation({
    mutationFn: (c: Collection) => deletePage(c.id),
    onSuccess: async (_r, c) => {
      setDoomed(undefined);
      await refresh();
      notifications.show({ message: `${c.title} deleted` });
    },
    onError: failed,
  });

  const onMove = (activeId: string, overId: string) => {
    if (!tree || move.isPending) return;
    const after = moveEntry(tree, activeId, overId);
    if (after) move.mutate({ before: tree, after });
  };
  const error = collections.error ?? layout.error;
  return (
    <>
      <PageHeader
        title="Pages"
        description="Every page of your site, its navigation and what is not linked. Drag pages to arrange them."
        actions={
          editable && (
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={16} aria-hidden />}
                disabled={!lastDone || replay.isPending}
                title={lastDone?.label}
                onClick={() => lastDone && replay.mutate({ command: lastDone, undo: true })}
              >
                Undo
              </Button>
              <Button
                variant="default"
                leftSection={<IconArrowForwardUp size={16} aria-hidden />}
                disabled={!lastUndone || replay.isPending}
                title={lastUndone?.label}
                onClick={() => lastUndone && replay.mutate({ command: lastUndone, undo: false })}
              >
                Redo
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
                Add page
              </Button>
            </Group>
          )
        }
      />
      {error ? (
        <LoadError error={error} onRetry={() => void refresh()} />
      ) : !tree ? (
        <Text size="sm">Loading pages…</Text>
      ) : (
        <Stack>
          <PageTree
            tree={tree}
            collections={byId}
            editable={editable}
            onMove={onMove}
            actions={{
              rename: setRenaming,
              duplicate: (c, section) => duplicate.mutate({ c, section }),
              moveTo: (c, section) => onMove(`c:${c.id}`, section),
              settings: (c) => {
                configure.reset();
                setConfiguring(c);
              },
              remove: setDoomed,
            }}
          />
        </Stack>
      )}
      <LazyDialog opened={adding}>
        {(opened) => (
          <AddPageDialog
            opened={opened}
            saving={add.isPending}
            error={add.error ? messageOf(add.error) : undefined}
            onClose={close}
            onAdd={(input) => add.mutate(input)}
          />
        )}
      </LazyDialog>
      <LazyDialog opened={configuring !== undefined}>
        {(opened) => (
          <PageSettingsDialog
            page={opened ? configuring : undefined}
            saving={configure.isPending}
            error={configure.error}
            onClose={() => setConfiguring(undefined)}
            onSave={(values, password) =>
              configuring && configure.mutate({ page: configuring, values, ...(password && { password }) })
            }
          />
        )}
      </LazyDialog>
      <LazyDialog opened={renaming !== undefined}>
        {(opened) => (
          <RenamePageDialog
            title={opened ? renaming?.title : undefined}
            saving={rename.isPending}
            error={rename.error ? messageOf(rename.error) : undefined}
            onClose={() => setRenaming(undefined)}
            onRename={(title) => renaming && rename.mutate({ page: renaming, title })}
          />
        )}
      </LazyDialog>
      <LazyDialog opened={doomed !== undefined}>
        {(opened) => (
          <DeletePageDialog
            page={opened ? doomed : undefined}
            deleting={remove.isPending}
            onCancel={() => setDoomed(undefined)}
            onDelete={(page) => remove.mutate(page)}
          />
        )}
      </LazyDialog>
    </>
  );
}

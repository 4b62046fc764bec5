import { Button, Group, Text } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { lazy, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LazyDialog } from '../../../components/ui/lazy-dialog.js';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { UndoRedoButtons } from '../../../components/ui/undo-redo-buttons.js';
import { messageOf } from '../../../lib/api-error.js';
import { checkLink } from '../../../lib/check-link.js';
import { useCan } from '../../../lib/session.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import {
  addCoverPage,
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
import { settingsCommand, type PageSettingsValues, type SettingsTarget } from '../model/settings-commands.js';
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
  // A move shows at once; the server's answer (or a failure) replaces it.
  const [moved, setMoved] = useState<Tree>();
  const refresh = () =>
    Promise.all([client.invalidateQueries(collectionsQuery), client.invalidateQueries(siteLayoutQuery)]);
  const failed = (error: unknown) => notifications.show({ color: 'red', message: messageOf(error) });
  // Settings changes as commands on the studio's saved-change history: Undo sends a command's
  // `before`, Redo its `after` again (also Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z).
  const history = useSavedHistory<SettingsTarget>({
    save: async ({ pageId, patch }) => {
      await patchPage(pageId, patch);
      await refresh();
    },
    onError: () => void refresh(),
  });

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
      if (input.kind === 'Cover page') return addCoverPage(input.title, layout.data);
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
      if (created && input.kind === 'Cover page') void navigate(`/pages/${created.id}/cover`);
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
  const [settingsError, setSettingsError] = useState<unknown>();
  const configure = async (page: Collection, values: PageSettingsValues, password: string | undefined) => {
    const command = settingsCommand(page, values, password);
    if (!command) return setConfiguring(undefined);
    const { error } = await history.run(command);
    setSettingsError(error);
    if (!error) setConfiguring(undefined);
  };
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
              <UndoRedoButtons history={history} />
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
              setSettingsError(undefined);
              setConfiguring(c);
            },
            remove: setDoomed,
          }}
        />
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
            saving={history.pending}
            error={settingsError}
            onClose={() => setConfiguring(undefined)}
            onSave={(values, password) => configuring && void configure(configuring, values, password)}
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

import { ActionIcon, Badge, Button, Group, Menu, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDots, IconFolder, IconLink, IconFileText, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/ui/load-error.js';
import { PageHeader } from '../../../components/ui/page-header.js';
import { messageOf } from '../../../lib/api-error.js';
import { useCan } from '../../../lib/session.js';
import {
  addPage,
  collectionsQuery,
  deletePage,
  siteLayoutQuery,
  type Collection,
  type SiteLayout,
} from '../api/pages.js';
import { AddPageDialog } from './add-page-dialog.js';

type Link = SiteLayout[number]['links'][number];

const SECTION_TITLES: Record<string, string> = {
  main: 'Main navigation',
  _hidden: 'Not linked',
  _memberareas: 'Member areas',
};

function kindOf(collection: Collection | undefined): string {
  if (!collection) return 'Link';
  if (collection.isFolder) return 'Folder';
  if (collection.type === 13) return 'Store';
  const typeName = collection.settings['typeName'];
  if (typeName === 'blog') return 'Blog';
  if (typeName === 'events') return 'Events';
  return collection.type === 10 ? 'Page' : 'Collection';
}

function PageRow({
  link,
  collection,
  depth,
  onDelete,
}: {
  link: Link;
  collection: Collection | undefined;
  depth: number;
  onDelete: (c: Collection) => void;
}) {
  const kind = kindOf(collection);
  const editable = collection && kind === 'Page';
  const Icon = kind === 'Folder' ? IconFolder : kind === 'Link' ? IconLink : IconFileText;
  return (
    <Group justify="space-between" wrap="nowrap" py={6} pl={depth * 24} className="page-row">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Icon size={18} stroke={1.6} aria-hidden />
        {editable ? (
          <Text component={Link} to={`/pages/${collection.id}`} size="sm" fw={500} truncate c="inherit">
            {link.title ?? collection.title}
          </Text>
        ) : (
          <Text size="sm" fw={500} truncate>
            {link.title ?? collection?.title ?? link.externalLink}
          </Text>
        )}
        <Badge size="xs" variant="light" color="gray">
          {kind}
        </Badge>
      </Group>
      {collection && (
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${collection.title}`}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {editable && (
              <Menu.Item component={Link} to={`/pages/${collection.id}`}>
                Edit
              </Menu.Item>
            )}
            <Menu.Item component="a" href={link.url ?? collection.fullUrl} target="_blank" rel="noopener">
              View on site
            </Menu.Item>
            <Menu.Item color="red" onClick={() => onDelete(collection)}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

/** The site's pages by navigation: main, then those linked nowhere. */
export function PagesScreen() {
  useDocumentTitle('Pages · Tessera studio');
  const can = useCan();
  const client = useQueryClient();
  const navigate = useNavigate();
  const collections = useQuery(collectionsQuery);
  const layout = useQuery(siteLayoutQuery);
  const [adding, { open, close }] = useDisclosure(false);
  const [doomed, setDoomed] = useState<Collection>();
  const refresh = () =>
    Promise.all([client.invalidateQueries(collectionsQuery), client.invalidateQueries(siteLayoutQuery)]);
  const add = useMutation({
    mutationFn: (title: string) => addPage(title, layout.data),
    onSuccess: async (created) => {
      await refresh();
      close();
      notifications.show({ color: 'green', message: `${created.title} added` });
      void navigate(`/pages/${created.id}`);
    },
  });
  const remove = useMutation({
    mutationFn: (c: Collection) => deletePage(c.id),
    onSuccess: async (_r, c) => {
      setDoomed(undefined);
      await refresh();
      notifications.show({ message: `${c.title} deleted` });
    },
    onError: (error) => notifications.show({ color: 'red', message: messageOf(error) }),
  });
  const error = collections.error ?? layout.error;
  const byId = new Map((collections.data?.collections ?? []).map((c) => [c.id, c]));
  const listed = new Set<string>();
  const walk = (links: readonly Link[]) =>
    links.forEach((l) => (l.collectionId && listed.add(l.collectionId), walk(l.children)));
  layout.data?.forEach((list) => walk(list.links));
  const unlisted = (collections.data?.collections ?? []).filter((c) => !listed.has(c.id) && !c.parentId);
  const renderLinks = (links: readonly Link[], depth: number): React.ReactNode =>
    links.map((link, i) => (
      <div key={`${link.collectionId ?? link.externalLink}-${i}`}>
        <PageRow
          link={link}
          collection={link.collectionId ? byId.get(link.collectionId) : undefined}
          depth={depth}
          onDelete={setDoomed}
        />
        {renderLinks(link.children, depth + 1)}
      </div>
    ));
  return (
    <>
      <PageHeader
        title="Pages"
        description="Every page of your site, its navigation and what is not linked."
        actions={
          can('content.edit') && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
              Add page
            </Button>
          )
        }
      />
      {error ? (
        <LoadError error={error} onRetry={() => void refresh()} />
      ) : !collections.data || !layout.data ? (
        <Text size="sm">Loading pages…</Text>
      ) : (
        <Stack>
          {layout.data.map((list) => (
            <Paper withBorder p="md" key={list.identifier}>
              <Title order={2} fz="h5" mb="xs">
                {SECTION_TITLES[list.identifier] ?? list.identifier}
              </Title>
              {list.links.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No pages here yet.
                </Text>
              ) : (
                renderLinks(list.links, 0)
              )}
            </Paper>
          ))}
          {unlisted.length > 0 && (
            <Paper withBorder p="md">
              <Title order={2} fz="h5" mb="xs">
                Not linked
              </Title>
              {unlisted.map((c) => (
                <PageRow
                  key={c.id}
                  link={{
                    title: c.title,
                    collectionId: c.id,
                    externalLink: null,
                    memberAreaId: null,
                    url: c.fullUrl,
                    children: [],
                  }}
                  collection={c}
                  depth={0}
                  onDelete={setDoomed}
                />
              ))}
            </Paper>
          )}
        </Stack>
      )}
      <AddPageDialog
        opened={adding}
        saving={add.isPending}
        error={add.error ? messageOf(add.error) : undefined}
        onClose={close}
        onAdd={(title) => add.mutate(title)}
      />
      <Modal opened={doomed !== undefined} onClose={() => setDoomed(undefined)} title="Delete page?">
        <Stack>
          <Text size="sm">
            {doomed?.title} and everything on it will be deleted. Links to it will stop working. This cannot
            be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDoomed(undefined)}>
              Cancel
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => doomed && remove.mutate(doomed)}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

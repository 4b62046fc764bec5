import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NavigationLink } from '../api/navigation.js';
import { linkKey, linkName } from '../model/links.js';
import { SortableList } from './sortable-list.js';

export interface EntryActions {
  onEdit: (path: number[], link: NavigationLink) => void;
  onRemove: (path: number[], link: NavigationLink) => void;
  onMove: (folder: number | undefined, from: number, to: number) => void;
}

function EntryRow({
  link,
  path,
  handle,
  editable,
  actions,
}: {
  link: NavigationLink;
  path: number[];
  handle: ReactNode;
  editable: boolean;
  actions: EntryActions;
}) {
  const name = linkName(link);
  const folder = link.children.length > 0;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {handle}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} truncate="end">
            {name}
          </Text>
          {folder && (
            <Badge size="xs" variant="light">
              Folder
            </Badge>
          )}
          {link.externalLink && (
            <Badge size="xs" variant="light" color="gray">
              Link
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {link.url ?? ''}
        </Text>
      </Stack>
      {editable && (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${name}`}
              onClick={() => actions.onEdit(path, link)}
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Remove from the navigation">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${name} from the navigation`}
              onClick={() => actions.onRemove(path, link)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      )}
    </Group>
  );
}

export interface MainNavigationProps {
  links: readonly NavigationLink[];
  editable: boolean;
  actions: EntryActions;
}

/** The main navigation: its entries in order, each folder with its pages, all reorderable. */
export function MainNavigation({ links, editable, actions }: MainNavigationProps) {
  return (
    <SortableList
      items={links}
      label="Main navigation"
      keyOf={(link, i) => linkKey(link, i)}
      nameOf={linkName}
      disabled={!editable}
      onMove={(from, to) => actions.onMove(undefined, from, to)}
    >
      {(link, index, handle) => (
        <>
          <EntryRow link={link} path={[index]} handle={handle} editable={editable} actions={actions} />
          {link.children.length > 0 && (
            <div style={{ paddingLeft: 28 }}>
              <SortableList
                items={link.children}
                label={`${linkName(link)} folder`}
                keyOf={(child, i) => linkKey(child, i, String(index))}
                nameOf={linkName}
                disabled={!editable}
                onMove={(from, to) => actions.onMove(index, from, to)}
              >
                {(child, childIndex, childHandle) => (
                  <EntryRow
                    link={child}
                    path={[index, childIndex]}
                    handle={childHandle}
                    editable={editable}
                    actions={actions}
                  />
                )}
              </SortableList>
            </div>
          )}
        </>
      )}
    </SortableList>
  );
}

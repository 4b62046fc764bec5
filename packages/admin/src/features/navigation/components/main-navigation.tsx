import { ActionIcon, Badge, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NavigationLink } from '../api/navigation.js';
import { linkKey, linkName } from '../model/links.js';
import { SortableList } from './sortable-list.js';

export interface EntryActions {
  onEdit: (path: number[], link: NavigationLink) => void;
  onRemove: (path: number[], link: NavigationLink) => void;
  onMove: (folder: number | undefined, from: number, to: number) => void;
  /** Moves top-level entry `index` into folder `folder`. */
  onIntoFolder: (index: number, folder: number) => void;
  /** Moves page `child` of folder `folder` out, after the folder. */
  onOutOfFolder: (folder: number, child: number) => void;
}

/** The folders an entry may move into (top-level entries with pages), or the folder it may leave. */
interface FolderMoves {
  into: { index: number; name: string }[];
  outOf?: string | undefined;
}

function EntryRow({
  link,
  path,
  handle,
  editable,
  actions,
  folders,
}: {
  link: NavigationLink;
  path: number[];
  handle: ReactNode;
  editable: boolean;
  actions: EntryActions;
  folders: FolderMoves;
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
          {link.memberAreaId && (
            <Badge size="xs" variant="light" color="grape">
              Member area
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
          {(folders.into.length > 0 || folders.outOf) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`More actions for ${name}`}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {folders.into.map((folder) => (
                  <Menu.Item
                    key={folder.index}
                    onClick={() => actions.onIntoFolder(path[0] ?? 0, folder.index)}
                  >
                    Move into {folder.name}
                  </Menu.Item>
                ))}
                {folders.outOf && (
                  <Menu.Item onClick={() => actions.onOutOfFolder(path[0] ?? 0, path[1] ?? 0)}>
                    Move out of {folders.outOf}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
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
  const folderList = links.flatMap((link, index) =>
    link.children.length > 0 ? [{ index, name: linkName(link) }] : [],
  );
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
          <EntryRow
            link={link}
            path={[index]}
            handle={handle}
            editable={editable}
            actions={actions}
            folders={{ into: link.children.length > 0 ? [] : folderList.filter((f) => f.index !== index) }}
          />
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
                    folders={{ into: [], outOf: linkName(link) }}
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

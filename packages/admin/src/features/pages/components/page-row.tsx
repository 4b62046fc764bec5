import { ActionIcon, Badge, Group, Text } from '@mantine/core';
import { IconDots, IconFileText, IconFolder, IconLink } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Collection } from '../api/pages.js';
import { LazyMenu } from '../../../components/ui/lazy-menu.js';
import { kindOf } from '../model/page-kinds.js';
import type { NavigationLink, SectionName } from '../model/tree.js';

// The menu's code (Menu, Popover, floating-ui) loads when a menu is first opened.
const PageRowMenu = lazy(async () => ({ default: (await import('./page-row-menu.js')).PageRowMenu }));

/** What a page's menu can do (each opens its dialog or runs at once). */
export interface PageActions {
  rename: (collection: Collection) => void;
  duplicate: (collection: Collection, section: SectionName) => void;
  /** Moves a top-level page (by its collection) to the end of another navigation. */
  moveTo: (collection: Collection, section: SectionName) => void;
  settings?: (collection: Collection) => void;
  remove: (collection: Collection) => void;
}

export interface PageRowProps {
  link: NavigationLink;
  collection: Collection | undefined;
  depth: number;
  section: SectionName;
  /** The drag handle of a top-level line. */
  handle?: ReactNode;
  editable: boolean;
  actions: PageActions;
}

/** Where a page's title leads: its items, its cover-page slide, or its blocks. */
function editorPath(collection: Collection, kind: string, holdsItems: boolean): string {
  if (holdsItems) return `/pages/${collection.id}/items`;
  return kind === 'Cover page' ? `/pages/${collection.id}/cover` : `/pages/${collection.id}`;
}

/** One line of the page tree: its kind, its title (a link to its editor) and its menu. */
export function PageRow({ link, collection, depth, section, handle, editable, actions }: PageRowProps) {
  const kind = kindOf(collection);
  const opens = collection && (kind === 'Page' || kind === 'Cover page');
  // Blogs, events, galleries, courses: the title opens their posts, events, lessons … (the items list).
  const holdsItems =
    collection && ['Blog', 'Events', 'Gallery', 'Course', 'Lessons', 'Collection'].includes(kind);
  const title = link.title ?? collection?.title ?? link.externalLink ?? '';
  const Icon = kind === 'Folder' ? IconFolder : kind === 'Link' ? IconLink : IconFileText;
  return (
    <Group justify="space-between" wrap="nowrap" py={4} pl={depth * 28} className="page-row">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {handle}
        <Icon size={18} stroke={1.6} aria-hidden />
        {opens || holdsItems ? (
          <Text
            component={Link}
            to={editorPath(collection, kind, holdsItems === true)}
            size="sm"
            fw={500}
            truncate
            c="inherit"
          >
            {title}
          </Text>
        ) : (
          <Text size="sm" fw={500} truncate>
            {title}
          </Text>
        )}
        <Badge size="xs" variant="light" color="gray">
          {kind}
        </Badge>
        {collection && !collection.enabled && (
          <Badge size="xs" variant="light" color="yellow">
            Disabled
          </Badge>
        )}
      </Group>
      {collection && (
        <LazyMenu
          button={(open) => (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Actions for ${collection.title}`}
              aria-haspopup="menu"
              aria-expanded={false}
              onClick={open}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          )}
        >
          <PageRowMenu
            link={link}
            collection={collection}
            depth={depth}
            section={section}
            editable={editable}
            actions={actions}
          />
        </LazyMenu>
      )}
    </Group>
  );
}

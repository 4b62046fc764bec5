import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Menu, OpenedMenu } from '../../../components/ui/opened-menu.js';
import { itemKindOf } from '../../../lib/item-kinds.js';
import type { Collection } from '../api/pages.js';
import { kindOf } from '../model/page-kinds.js';
import { TREE_SECTIONS, type NavigationLink, type SectionName } from '../model/tree.js';
import type { PageActions } from './page-row.js';

export interface PageRowMenuProps {
  link: NavigationLink;
  collection: Collection;
  depth: number;
  section: SectionName;
  editable: boolean;
  actions: PageActions;
}

/** A page's menu (loaded on first use by `LazyMenu`): edit, settings, rename, move, view, delete. */
export function PageRowMenu({ link, collection, depth, section, editable, actions }: PageRowMenuProps) {
  const kind = kindOf(collection);
  const opens = kind === 'Page';
  const cover = kind === 'Cover page';
  const holdsItems = ['Blog', 'Events', 'Gallery', 'Collection'].includes(kind);
  const itemsLabel = itemKindOf(collection.settings).heading;
  return (
    <OpenedMenu
      position="bottom-end"
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${collection.title}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      }
    >
      <Menu.Dropdown>
        {opens && (
          <Menu.Item component={Link} to={`/pages/${collection.id}`}>
            Edit
          </Menu.Item>
        )}
        {cover && (
          <Menu.Item component={Link} to={`/pages/${collection.id}/cover`}>
            Edit cover page
          </Menu.Item>
        )}
        {holdsItems && (
          <Menu.Item component={Link} to={`/pages/${collection.id}/items`}>
            {itemsLabel}
          </Menu.Item>
        )}
        {editable && (
          <>
            {actions.settings && (
              <Menu.Item onClick={() => actions.settings?.(collection)}>Page settings</Menu.Item>
            )}
            <Menu.Item onClick={() => actions.rename(collection)}>Rename</Menu.Item>
            {!collection.isFolder && (
              <Menu.Item onClick={() => actions.duplicate(collection, section)}>Duplicate</Menu.Item>
            )}
            {depth === 0 &&
              TREE_SECTIONS.filter((s) => s.name !== section).map((s) => (
                <Menu.Item key={s.name} onClick={() => actions.moveTo(collection, s.name)}>
                  Move to {s.title}
                </Menu.Item>
              ))}
          </>
        )}
        <Menu.Item component="a" href={link.url ?? collection.fullUrl} target="_blank" rel="noopener">
          View on site
        </Menu.Item>
        {editable && (
          <Menu.Item color="red" onClick={() => actions.remove(collection)}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </OpenedMenu>
  );
}

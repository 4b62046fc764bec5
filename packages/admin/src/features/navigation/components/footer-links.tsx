import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { FooterLink } from '../model/header-footer.js';
import { SortableList } from './sortable-list.js';

export interface FooterLinksProps {
  links: readonly FooterLink[];
  editable: boolean;
  onMove: (from: number, to: number) => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

/** The secondary navigation: the footer's own links, reorderable. */
export function FooterLinks({ links, editable, onMove, onEdit, onRemove }: FooterLinksProps) {
  if (links.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No footer links yet. The footer lists the main navigation's pages, then these links.
      </Text>
    );
  return (
    <SortableList
      items={links}
      label="Footer links"
      keyOf={(link, i) => `f:${i}:${link.url}`}
      nameOf={(link) => link.label}
      disabled={!editable}
      onMove={onMove}
    >
      {(link, index, handle) => (
        <Group
          gap="xs"
          wrap="nowrap"
          py={6}
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          {handle}
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end">
              {link.label}
            </Text>
            <Text size="xs" c="dimmed" truncate="end">
              {link.url}
            </Text>
          </Stack>
          {editable && (
            <Group gap={2} wrap="nowrap">
              <Tooltip label="Edit">
                <ActionIcon variant="subtle" aria-label={`Edit ${link.label}`} onClick={() => onEdit(index)}>
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Remove">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${link.label} from the footer`}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </Group>
      )}
    </SortableList>
  );
}

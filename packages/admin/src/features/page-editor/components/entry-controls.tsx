import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';

export interface EntryControlsProps {
  /** 'item 2': the buttons say 'Move item 2 up', 'Remove item 2'. */
  name: string;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  /** Left out where the entry's own field already removes it (a gallery image). */
  onRemove?: () => void;
}

/** Move up, move down and remove for one entry of a list setting (or one image of a gallery). */
export function EntryControls({ name, first, last, onMove, onRemove }: EntryControlsProps) {
  return (
    <Group gap={4} justify="flex-end">
      <ActionIcon variant="subtle" aria-label={`Move ${name} up`} disabled={first} onClick={() => onMove(-1)}>
        <IconArrowUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" aria-label={`Move ${name} down`} disabled={last} onClick={() => onMove(1)}>
        <IconArrowDown size={16} aria-hidden />
      </ActionIcon>
      {onRemove && (
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The list with the entry at `index` moved by one place. */
export function movedBy<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  if (entry !== undefined) next.splice(index + by, 0, entry);
  return next;
}

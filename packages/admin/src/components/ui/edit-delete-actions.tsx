import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface EditDeleteActionsProps {
  /** What the row is called: the buttons are named 'Edit {name}' and 'Delete {name}'. */
  name: string;
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's Edit and Delete icon buttons (the delete asks for confirmation where it is handled). */
export function EditDeleteActions({ name, disabled, onEdit, onDelete }: EditDeleteActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={`Edit ${name}`} disabled={disabled} onClick={onEdit}>
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${name}`}
        disabled={disabled}
        onClick={onDelete}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

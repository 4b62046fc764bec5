import type { Data } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface SortableRowProps {
  id: string;
  /** What the handle moves, for its accessible name 'Drag to move {name}'. */
  name: string;
  disabled: boolean;
  /** dnd-kit data carried with the row (e.g. the list it belongs to). */
  data?: Data;
  /** The row's content, given the drag handle to place (false when disabled). */
  children: (handle: ReactNode) => ReactNode;
}

/** A list item dnd-kit can move, with a grip handle that drags it or picks it up from the keyboard. */
export function SortableRow({ id, name, disabled, data, children }: SortableRowProps) {
  const sortable = useSortable({ id, disabled, ...(data && { data }) });
  const handle = !disabled && (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={`Drag to move ${name}`}
      {...sortable.attributes}
      {...sortable.listeners}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={14} aria-hidden />
    </ActionIcon>
  );
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        position: 'relative',
        zIndex: sortable.isDragging ? 2 : undefined,
        background: sortable.isDragging ? 'var(--mantine-color-body)' : undefined,
      }}
    >
      {children(handle)}
    </li>
  );
}

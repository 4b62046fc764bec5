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
  /** In a virtualized list: the row's place (1-based) and the list's length, for assistive tech. */
  position?: { index: number; of: number };
  /** In a virtualized list: measures the rendered row (its height varies with its sub-pages). */
  measure?: (element: HTMLLIElement | null) => void;
}

/** A list item dnd-kit can move, with a grip handle that drags it or picks it up from the keyboard. */
export function SortableRow({ id, name, disabled, data, children, position, measure }: SortableRowProps) {
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
      ref={(element) => {
        sortable.setNodeRef(element);
        measure?.(element);
      }}
      {...(position && {
        'aria-posinset': position.index,
        'aria-setsize': position.of,
        'data-index': position.index - 1,
      })}
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

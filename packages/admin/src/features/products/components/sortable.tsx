import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import {
  horizontalListSortingStrategy,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useSortableSensors } from '../../../components/ui/use-sortable-sensors.js';

export interface SortableListProps {
  ids: readonly string[];
  onMove: (from: number, to: number) => void;
  direction?: 'vertical' | 'horizontal';
  children: ReactNode;
}

/** A list reordered by dragging a handle with the pointer, or Space and the arrow keys. */
export function SortableList({ ids, onMove, direction = 'vertical', children }: SortableListProps) {
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={[...ids]}
        strategy={direction === 'vertical' ? verticalListSortingStrategy : horizontalListSortingStrategy}
      >
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable item: its style (where it is while dragged) and its drag handle, named `label`. */
export function useSortableItem(id: string, label: string) {
  const sortable = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
    zIndex: sortable.isDragging ? 2 : undefined,
    position: 'relative',
  };
  const handle = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      {...sortable.attributes}
      {...sortable.listeners}
      style={{ cursor: 'grab', touchAction: 'none' }}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return { ref: sortable.setNodeRef, style, handle };
}

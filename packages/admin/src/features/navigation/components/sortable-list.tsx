import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useSortableSensors } from '../../../components/ui/use-sortable-sensors.js';
import { SortableRow } from '../../../components/ui/sortable-row.js';

export interface SortableListProps<T> {
  items: readonly T[];
  keyOf: (item: T, index: number) => string;
  nameOf: (item: T) => string;
  label: string;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  children: (item: T, index: number, handle: ReactNode) => ReactNode;
}

/**
 * A list an owner reorders by dragging a row's handle, or from the keyboard: focus the handle,
 * Space to pick the row up, arrow keys to move it, Space to drop it (Escape cancels).
 */
export function SortableList<T>({
  items,
  keyOf,
  nameOf,
  label,
  disabled = false,
  onMove,
  children,
}: SortableListProps<T>) {
  const sensors = useSortableSensors();
  const ids = items.map(keyOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up a link, press Space or Enter. Use the arrow keys to move it. Press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <SortableRow key={ids[index]} id={ids[index] ?? ''} name={nameOf(item)} disabled={disabled}>
              {(handle) => children(item, index, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

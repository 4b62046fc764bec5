import { closestCenter, DndContext, useDroppable, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { useSortableSensors } from '../../../components/ui/use-sortable-sensors.js';
import { TREE_SECTIONS, type SectionName, type TreeEntry } from '../model/tree.js';
import { SortableRow } from '../../../components/ui/sortable-row.js';
import { TreeLines, TreeSection, type PageTreeProps, type VirtualLine } from './page-tree.js';

function SortableSection({
  name,
  title,
  entries,
  render,
}: {
  name: SectionName;
  title: string;
  entries: readonly TreeEntry[];
  render: (entry: TreeEntry, virtual?: VirtualLine) => ReactNode;
}) {
  const drop = useDroppable({ id: name });
  return (
    <TreeSection
      name={name}
      title={title}
      entries={entries}
      render={render}
      boxRef={drop.setNodeRef}
      over={drop.isOver}
      wrapList={(list) => (
        <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
          {list}
        </SortableContext>
      )}
    />
  );
}

/** The page tree with dnd-kit: pages move by pointer or keyboard within and between navigations. */
export function SortablePageTree({ tree, onMove, ...lines }: PageTreeProps) {
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To pick up a page, press Space or Enter. Use the arrow keys to move it, within its navigation or to another one. Press Space or Enter again to drop it, or Escape to cancel.',
        },
      }}
    >
      {TREE_SECTIONS.map(({ name, title }) => (
        <SortableSection
          key={name}
          name={name}
          title={title}
          entries={tree[name]}
          render={(entry, virtual) => (
            <SortableRow
              key={entry.id}
              id={entry.id}
              name={entry.link.title ?? entry.link.externalLink ?? 'page'}
              disabled={!lines.editable}
              data={{ section: name }}
              {...(virtual && { position: virtual.position, measure: virtual.measure })}
            >
              {(handle) => <TreeLines entry={entry} section={name} handle={handle} {...lines} />}
            </SortableRow>
          )}
        />
      ))}
    </DndContext>
  );
}

import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Stack, Tooltip } from '@mantine/core';
import { IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { memo, useMemo, useState, type ReactElement } from 'react';
import { useSortableSensors } from '../../../components/ui/use-sortable-sensors.js';
import { blockKind, blockSummary } from '../model/block-catalogue.js';
import type { EditorBlock } from '../model/document.js';

/** The callbacks must keep their identity across renders: rows are memoized on them. */
export interface BlockListProps {
  blocks: readonly EditorBlock[];
  selected: string | null;
  onSelect: (key: string) => void;
  onMove: (key: string, from: number, to: number) => void;
  onDuplicate: (key: string) => void;
  onDelete: (key: string) => void;
}

/**
 * A tooltip mounted only once its row was pointed at: 120 idle Mantine tooltips (floating-ui
 * each) made opening and typing in a 60-block page slow.
 */
function Hint({ label, shown, children }: { label: string; shown: boolean; children: ReactElement }) {
  return shown ? <Tooltip label={label}>{children}</Tooltip> : children;
}

type BlockRowProps = {
  block: EditorBlock;
  index: number;
  selected: boolean;
} & Pick<BlockListProps, 'onSelect' | 'onDuplicate' | 'onDelete'>;

/** Memoized: typing in one block re-renders its row only, not the 59 others. */
const BlockRow = memo(function BlockRow({
  block,
  index,
  selected,
  onSelect,
  onDuplicate,
  onDelete,
}: BlockRowProps) {
  const sortable = useSortable({ id: block.key });
  const [pointed, setPointed] = useState(false);
  const kind = blockKind(block.blockType);
  const name = `${kind.label} block ${index + 1}`;
  // Plain elements styled in styles.css (.block-row): a page shows up to 60 rows, and Mantine's
  // layout components (Paper, Group, Stack, Text) cost several times as much to render.
  return (
    <div
      ref={sortable.setNodeRef}
      className="block-row"
      onPointerEnter={() => setPointed(true)}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
      data-selected={selected || undefined}
      data-block-key={block.key}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Drag to reorder ${name}`}
        {...sortable.attributes}
        {...sortable.listeners}
        style={{ cursor: 'grab', touchAction: 'none' }}
      >
        <IconGripVertical size={16} aria-hidden />
      </ActionIcon>
      {/* The summary sits beside the button, so its name ('Edit Text block 1') holds all its visible text. */}
      <div className="block-row-text">
        <button
          type="button"
          className="block-row-edit"
          onClick={() => onSelect(block.key)}
          aria-pressed={selected}
          aria-label={`Edit ${name}`}
        >
          {kind.label}
        </button>
        <span className="block-row-summary">{blockSummary(block.config) || kind.description}</span>
      </div>
      <Hint label="Duplicate" shown={pointed}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Duplicate ${name}`}
          onClick={() => onDuplicate(block.key)}
        >
          <IconCopy size={16} aria-hidden />
        </ActionIcon>
      </Hint>
      <Hint label="Delete" shown={pointed}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(block.key)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Hint>
    </div>
  );
});

/** The page's blocks in order: select one to edit it, drag (or Space + arrow keys) to reorder. */
export function BlockList({ blocks, selected, onMove, onSelect, onDuplicate, onDelete }: BlockListProps) {
  const sensors = useSortableSensors();
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((b) => b.key === active.id);
    const to = blocks.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0) onMove(String(active.id), from, to);
  };
  // A new array on every keystroke would re-render every sortable row: keep it while the order holds.
  const order = blocks.map((b) => b.key).join(' ');
  const items = useMemo(() => (order ? order.split(' ') : []), [order]);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <Stack
          gap={6}
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Blocks"
        >
          {blocks.map((block, index) => (
            <li key={block.key}>
              <BlockRow
                block={block}
                index={index}
                selected={selected === block.key}
                onSelect={onSelect}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

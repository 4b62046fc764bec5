import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCopy, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { blockKind, blockSummary } from '../model/block-catalogue.js';
import type { EditorBlock } from '../model/document.js';

export interface BlockListProps {
  blocks: readonly EditorBlock[];
  selected: string | null;
  onSelect: (key: string) => void;
  onMove: (key: string, from: number, to: number) => void;
  onDuplicate: (key: string) => void;
  onDelete: (key: string) => void;
}

function BlockRow({
  block,
  index,
  selected,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  block: EditorBlock;
  index: number;
} & Omit<BlockListProps, 'blocks' | 'onMove'>) {
  const sortable = useSortable({ id: block.key });
  const kind = blockKind(block.blockType);
  const name = `${kind.label} block ${index + 1}`;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p={6}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        borderColor: selected === block.key ? 'var(--mantine-primary-color-filled)' : undefined,
        zIndex: sortable.isDragging ? 2 : undefined,
      }}
      data-block-key={block.key}
    >
      <Group gap={4} wrap="nowrap">
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
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }} px={4}>
          <UnstyledButton
            onClick={() => onSelect(block.key)}
            aria-pressed={selected === block.key}
            aria-label={`Edit ${name}`}
          >
            <Text size="sm" fw={600} component="span">
              {kind.label}
            </Text>
          </UnstyledButton>
          <Text size="xs" c="dimmed" truncate>
            {blockSummary(block.config) || kind.description}
          </Text>
        </Stack>
        <Tooltip label="Duplicate">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Duplicate ${name}`}
            onClick={() => onDuplicate(block.key)}
          >
            <IconCopy size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(block.key)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/** The page's blocks in order: select one to edit it, drag (or Space + arrow keys) to reorder. */
export function BlockList({ blocks, onMove, ...rest }: BlockListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((b) => b.key === active.id);
    const to = blocks.findIndex((b) => b.key === over.id);
    if (from >= 0 && to >= 0) onMove(String(active.id), from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={blocks.map((b) => b.key)} strategy={verticalListSortingStrategy}>
        <Stack
          gap={6}
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Blocks"
        >
          {blocks.map((block, index) => (
            <li key={block.key}>
              <BlockRow block={block} index={index} {...rest} />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Collection } from '../api/pages.js';
import { TREE_SECTIONS, type SectionName, type Tree, type TreeEntry } from '../model/tree.js';
import { SortableRow } from '../../../components/ui/sortable-row.js';
import { PageRow, type PageActions } from './page-row.js';

const VirtualLines = lazy(async () => ({ default: (await import('./virtual-lines.js')).VirtualLines }));

/**
 * A navigation longer than this is virtualized: only the lines in (and near) its scrolled view are
 * rendered, so a site with 500 pages opens and scrolls at once. Shorter ones render whole.
 */
export const VIRTUALIZE_AFTER = 40;

/** How a line of a virtualized list is placed: its position for assistive tech, its measuring ref. */
export interface VirtualLine {
  position: { index: number; of: number };
  measure: (element: HTMLLIElement | null) => void;
}

export interface PageTreeProps {
  tree: Tree;
  collections: ReadonlyMap<string, Collection>;
  /** Whether the owner may arrange pages (content.edit). */
  editable: boolean;
  onMove: (activeId: string, overId: string) => void;
  actions: PageActions;
}

function SortableEntry({
  entry,
  section,
  editable,
  virtual,
  children,
}: {
  entry: TreeEntry;
  section: SectionName;
  editable: boolean;
  virtual: VirtualLine | undefined;
  children: (handle: ReactNode) => ReactNode;
}) {
  const name = entry.link.title ?? entry.link.externalLink ?? 'page';
  return (
    <SortableRow
      id={entry.id}
      name={name}
      disabled={!editable}
      data={{ section }}
      {...(virtual && { position: virtual.position, measure: virtual.measure })}
    >
      {children}
    </SortableRow>
  );
}

export const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

function Section({
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
  const headingId = `tree-${name}`;
  return (
    <Paper withBorder p="md" ref={drop.setNodeRef} data-over={drop.isOver || undefined}>
      <Title order={2} fz="h5" mb="xs" id={headingId}>
        {title}
      </Title>
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        {entries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No pages here yet. Drag a page here to move it.
          </Text>
        ) : entries.length > VIRTUALIZE_AFTER ? (
          // Its code (@tanstack/react-virtual) loads only for a navigation this long; until then
          // the first lines show as a plain list.
          <Suspense
            fallback={
              <ul aria-labelledby={headingId} style={LIST_STYLE}>
                {entries.slice(0, VIRTUALIZE_AFTER).map((entry) => render(entry))}
              </ul>
            }
          >
            <VirtualLines entries={entries} labelledBy={headingId} render={render} />
          </Suspense>
        ) : (
          <ul aria-labelledby={headingId} style={LIST_STYLE}>
            {entries.map((entry) => render(entry))}
          </ul>
        )}
      </SortableContext>
    </Paper>
  );
}

/**
 * The page tree: each navigation as a list. Drag a page by its handle (or focus the handle, press
 * Space, move with the arrow keys, Space again) to reorder it or move it to another navigation.
 */
export function PageTree({ tree, collections, editable, onMove, actions }: PageTreeProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };
  const renderLinks = (entry: TreeEntry, section: SectionName, virtual?: VirtualLine) => (
    <SortableEntry key={entry.id} entry={entry} section={section} editable={editable} virtual={virtual}>
      {(handle) => (
        <>
          <PageRow
            link={entry.link}
            collection={entry.link.collectionId ? collections.get(entry.link.collectionId) : undefined}
            depth={0}
            section={section}
            handle={handle}
            editable={editable}
            actions={actions}
          />
          {entry.link.children.map((child, i) => (
            <PageRow
              key={`${child.collectionId ?? child.externalLink}-${i}`}
              link={child}
              collection={child.collectionId ? collections.get(child.collectionId) : undefined}
              depth={1}
              section={section}
              editable={editable}
              actions={actions}
            />
          ))}
        </>
      )}
    </SortableEntry>
  );
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
        <Section
          key={name}
          name={name}
          title={title}
          entries={tree[name]}
          render={(entry, virtual) => renderLinks(entry, name, virtual)}
        />
      ))}
    </DndContext>
  );
}

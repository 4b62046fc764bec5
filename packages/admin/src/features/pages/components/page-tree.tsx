import { ActionIcon, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { Collection } from '../api/pages.js';
import { TREE_SECTIONS, type SectionName, type Tree, type TreeEntry } from '../model/tree.js';
import { useWhenIdle } from '../../../lib/use-when-idle.js';
import { PageRow, type PageActions } from './page-row.js';

const VirtualLines = lazy(async () => ({ default: (await import('./virtual-lines.js')).VirtualLines }));
// dnd-kit loads once the page list is on screen and the browser is idle, so it is not part of the
// studio's first load; until it is in place (a moment later) the grips are drawn but not yet buttons.
const loadSortableTree = () => import('./sortable-page-tree.js');

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

export const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The attributes a line of a virtualized list carries (none in a list rendered whole). */
export function lineAttributes(virtual: VirtualLine | undefined) {
  return (
    virtual && {
      'aria-posinset': virtual.position.index,
      'aria-setsize': virtual.position.of,
      'data-index': virtual.position.index - 1,
    }
  );
}

/** One navigation's box, heading and list; the sortable tree wraps the list and makes the box a drop target. */
export function TreeSection({
  name,
  title,
  entries,
  render,
  boxRef,
  over,
  wrapList = (list) => list,
}: {
  name: SectionName;
  title: string;
  entries: readonly TreeEntry[];
  render: (entry: TreeEntry, virtual?: VirtualLine) => ReactNode;
  boxRef?: Ref<HTMLDivElement>;
  over?: boolean;
  wrapList?: (list: ReactNode) => ReactNode;
}) {
  const headingId = `tree-${name}`;
  return (
    <Paper withBorder p="md" ref={boxRef} data-over={over || undefined}>
      <Title order={2} fz="h5" mb="xs" id={headingId}>
        {title}
      </Title>
      {wrapList(
        entries.length === 0 ? (
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
        ),
      )}
    </Paper>
  );
}

/** A top-level line and its sub-pages, given the drag handle to show (none when not editable). */
export function TreeLines({
  entry,
  section,
  handle,
  collections,
  editable,
  actions,
}: Omit<PageTreeProps, 'tree' | 'onMove'> & { entry: TreeEntry; section: SectionName; handle: ReactNode }) {
  return (
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
  );
}

/** The grip as drawn before dnd-kit has loaded: the same size and place, not yet a button. */
const WAITING_GRIP = (
  <ActionIcon component="span" variant="subtle" color="gray" size="sm" aria-hidden>
    <IconGripVertical size={14} aria-hidden />
  </ActionIcon>
);

/** The page tree without drag and drop: for an owner who may not arrange pages, and until dnd-kit loads. */
function StaticPageTree({ tree, editable, ...lines }: Omit<PageTreeProps, 'onMove'>) {
  return TREE_SECTIONS.map(({ name, title }) => (
    <TreeSection
      key={name}
      name={name}
      title={title}
      entries={tree[name]}
      render={(entry, virtual) => (
        <li
          key={entry.id}
          ref={virtual?.measure}
          {...lineAttributes(virtual)}
          style={{ position: 'relative' }}
        >
          <TreeLines
            entry={entry}
            section={name}
            handle={editable && WAITING_GRIP}
            editable={editable}
            {...lines}
          />
        </li>
      )}
    />
  ));
}

/** Whether the owner is using the tree or a menu or dialog opened from it (swapping it would close them). */
function inUse(box: HTMLElement | null) {
  const active = document.activeElement;
  return Boolean(
    (active && active !== document.body && box?.contains(active)) ||
    document.querySelector('[role="menu"], [role="dialog"]'),
  );
}

/**
 * The sortable tree once dnd-kit has loaded and the owner is not in the middle of using the list:
 * the sortable tree is a new React tree, and putting it in place would close an open menu.
 */
function useSortableTree(editable: boolean, box: RefObject<HTMLElement | null>) {
  const idle = useWhenIdle();
  const [tree, setTree] = useState<ComponentType<PageTreeProps>>();
  useEffect(() => {
    if (!editable || !idle) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void loadSortableTree().then(({ SortablePageTree }) => {
      const place = () => {
        if (cancelled) return;
        if (inUse(box.current)) retry = setTimeout(place, 250);
        else setTree(() => SortablePageTree);
      };
      place();
    });
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, [editable, idle, box]);
  return tree;
}

/**
 * The page tree: each navigation as a list. Drag a page by its handle (or focus the handle, press
 * Space, move with the arrow keys, Space again) to reorder it or move it to another navigation.
 */
export function PageTree(props: PageTreeProps) {
  const box = useRef<HTMLDivElement>(null);
  const Sortable = useSortableTree(props.editable, box);
  return <Stack ref={box}>{Sortable ? <Sortable {...props} /> : <StaticPageTree {...props} />}</Stack>;
}

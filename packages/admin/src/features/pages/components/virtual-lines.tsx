import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import type { TreeEntry } from '../model/tree.js';
import { LIST_STYLE, type VirtualLine } from './page-tree.js';

/** A line's height before it is measured (a page without sub-pages). */
const LINE_HEIGHT = 40;

/**
 * A long navigation in a scrolled box of its own, rendering only the lines in view and a few
 * around them (@tanstack/react-virtual); padding above and below stands in for the others, so the
 * scroll bar, Tab order and dnd-kit's auto-scroll behave as in a full list.
 */
export function VirtualLines({
  entries,
  labelledBy,
  render,
}: {
  entries: readonly TreeEntry[];
  labelledBy: string;
  render: (entry: TreeEntry, virtual: VirtualLine) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const lines = useVirtualizer({
    count: entries.length,
    getScrollElement: () => box.current,
    estimateSize: () => LINE_HEIGHT,
    getItemKey: (index) => entries[index]?.id ?? index,
    overscan: 8,
    // Before the box is measured (and where nothing is laid out), assume a screenful.
    initialRect: { width: 800, height: 600 },
  });
  const shown = lines.getVirtualItems();
  const top = shown[0]?.start ?? 0;
  const bottom = lines.getTotalSize() - (shown.at(-1)?.end ?? 0);
  return (
    <div ref={box} style={{ maxHeight: '65vh', overflowY: 'auto' }} data-virtual-lines="">
      <ul aria-labelledby={labelledBy} style={{ ...LIST_STYLE, paddingTop: top, paddingBottom: bottom }}>
        {shown.map((line) => {
          const entry = entries[line.index];
          return (
            entry &&
            render(entry, {
              position: { index: line.index + 1, of: entries.length },
              measure: lines.measureElement,
            })
          );
        })}
      </ul>
    </div>
  );
}

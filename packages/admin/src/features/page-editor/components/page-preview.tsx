import { Box, Group, Paper, SegmentedControl, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { memo, useEffect, useRef, useState } from 'react';
import { previewUrl } from '../api/preview.js';
import { PreviewLinkButton } from './preview-link-button.js';

/** The widths the preview shows the page at (CSS pixels of the framed page). */
export const PREVIEW_WIDTHS = { Desktop: 1280, Tablet: 768, Phone: 390 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;
const DEVICES = Object.keys(PREVIEW_WIDTHS) as Device[];
const FRAME_HEIGHT = 720;

/** Outlines drawn inside the framed page: where a click selects, and what is selected. */
const PREVIEW_STYLE = `
[data-preview-block] > * { cursor: pointer; }
[data-preview-block]:hover > * { outline: 2px dashed #228be6; outline-offset: 2px; }
[data-preview-block][data-preview-selected] > * { outline: 2px solid #1971c2; outline-offset: 2px; }
`;

export interface PagePreviewProps {
  pageId: string;
  /** The saved version shown; a new one reloads the frame. */
  version: number;
  /** The block at this place in the saved draft is outlined (-1: none). */
  selectedIndex: number;
  /** A block of the preview was clicked: its place in the saved draft. */
  onSelect: (index: number) => void;
}

function blockAt(target: EventTarget | null): number | undefined {
  const element = target instanceof Element ? target : (target as Node | null)?.parentElement;
  const found = element?.closest('[data-preview-block]')?.getAttribute('data-preview-block');
  return found === undefined || found === null ? undefined : Number(found);
}

/**
 * The live preview: the page's saved draft in a frame, rendered by the same server and theme
 * visitors get, at desktop, tablet or phone width (scaled to fit). The frame is of the studio's
 * own origin, so clicks in it are read here: a click on a block selects it in the side panel.
 */
export const PagePreview = memo(function PagePreview({
  pageId,
  version,
  selectedIndex,
  onSelect,
}: PagePreviewProps) {
  const [device, setDevice] = useState<Device>('Desktop');
  const [loadedAt, setLoadedAt] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const { ref: box, width: available } = useElementSize();
  const width = PREVIEW_WIDTHS[device];
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  const onLoad = () => {
    const doc = frame.current?.contentDocument;
    if (!doc?.head) return;
    const style = doc.createElement('style');
    style.textContent = PREVIEW_STYLE;
    doc.head.append(style);
    // Capture: a block that is a link or a button selects, it does not navigate the preview away.
    doc.addEventListener(
      'click',
      (event) => {
        const index = blockAt(event.target);
        if (index === undefined) return;
        event.preventDefault();
        select.current(index);
      },
      true,
    );
    setLoadedAt((n) => n + 1);
  };

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    for (const marked of doc.querySelectorAll('[data-preview-selected]')) {
      marked.removeAttribute('data-preview-selected');
    }
    const chosen = doc.querySelector(`[data-preview-block="${selectedIndex}"]`);
    if (!chosen) return;
    chosen.setAttribute('data-preview-selected', '');
    const first = chosen.firstElementChild;
    if (first && typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'nearest' });
  }, [selectedIndex, loadedAt]);

  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={600} size="sm" id="preview-heading">
          Preview
        </Text>
        <Group gap="xs" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label="Preview width"
            data={DEVICES}
            value={device}
            onChange={(value) => setDevice(value as Device)}
          />
          <PreviewLinkButton pageId={pageId} />
        </Group>
      </Group>
      <Box ref={box} style={{ overflow: 'hidden' }}>
        <Box h={FRAME_HEIGHT * scale} style={{ position: 'relative' }}>
          <iframe
            ref={frame}
            key={version}
            title="Page preview"
            src={previewUrl(pageId, version)}
            onLoad={onLoad}
            width={width}
            height={FRAME_HEIGHT}
            style={{
              border: 0,
              transform: `scale(${scale})`,
              transformOrigin: 'top left',
              position: 'absolute',
              left: Math.max(0, (available - width * scale) / 2),
            }}
          />
        </Box>
      </Box>
    </Paper>
  );
});

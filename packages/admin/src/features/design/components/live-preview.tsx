import { Box, Text } from '@mantine/core';
import { siteStylesCss, type SiteStyles } from '@tessera/contract';
import { useEffect, useRef } from 'react';
import type { Font } from '../api/design.js';

/**
 * The site's home page as visitors get it (rendered by the server and theme in a same-origin
 * frame), with the styles being edited put on it as the same CSS the server prints, so every
 * change shows before it is saved.
 */
export function LivePreview({ styles, fonts }: { styles: SiteStyles; fonts: readonly Font[] }) {
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const apply = () => {
      const doc = frame.current?.contentDocument;
      if (!doc?.documentElement) return;
      const byId = new Map(fonts.map((font) => [font.id, font]));
      for (const id of [styles.fonts.heading, styles.fonts.body]) {
        const stylesheet = byId.get(id)?.stylesheet;
        if (stylesheet && !doc.head.querySelector(`link[data-font="${id}"]`)) {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = stylesheet;
          link.dataset['font'] = id;
          doc.head.append(link);
        }
      }
      // After the page's own site styles, so the ones being edited win.
      let style = doc.head.querySelector<HTMLStyleElement>('style[data-studio-preview]');
      if (!style) {
        style = doc.createElement('style');
        style.dataset['studioPreview'] = '';
        doc.head.append(style);
      }
      style.textContent = siteStylesCss(styles, (id) => byId.get(id)?.stack);
    };
    apply();
    const current = frame.current;
    current?.addEventListener('load', apply);
    return () => current?.removeEventListener('load', apply);
  }, [styles, fonts]);

  return (
    <Box>
      <Text size="sm" fw={500} mb={6}>
        Preview
      </Text>
      <iframe
        ref={frame}
        src="/"
        title="Site preview"
        style={{
          width: '100%',
          height: 560,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </Box>
  );
}

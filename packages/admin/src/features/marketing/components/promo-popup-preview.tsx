import { Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PromoPopupFields } from '@tessera/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { previewPromoPopup } from '../api/promo-popup.js';
import { popupFieldsOf } from '../model/popup-change.js';

// The frame runs no script (sandbox): only the server's markup, laid out roughly as on the site.
const FRAME_STYLE = `body{margin:0;font:16px system-ui,sans-serif;background:#eee}
.ts-promo-popup{display:grid;place-items:center;min-height:100vh;background:#1d1c1a80}
.ts-promo-popup__dialog{position:relative;max-width:26rem;padding:1.5rem;background:#fff;border-radius:12px}
.ts-promo-popup__close{position:absolute;top:.5rem;right:.5rem;font-size:1.5rem;border:0;background:none}
.ts-promo-popup__image{display:block;max-width:100%}
.ts-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}`;

const frameOf = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${FRAME_STYLE}</style></head><body>${html}</body></html>`;

/**
 * The live preview: the draft as the server renders it for visitors (the same island markup),
 * shown open in a sandboxed frame a moment after the owner stops typing.
 */
export function PromoPopupPreview({ draft }: { draft: PromoPopupFields }) {
  const [settled] = useDebouncedValue(popupFieldsOf(draft), 400);
  const preview = useQuery({
    queryKey: ['marketing', 'promo-popup-preview', settled],
    queryFn: ({ signal }) => previewPromoPopup(settled, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Paper withBorder p="xs" component="section" aria-labelledby="promo-popup-preview-heading">
      <Text fw={500} size="sm" id="promo-popup-preview-heading" mb="xs">
        Preview
      </Text>
      {preview.data ? (
        <iframe
          title="Pop-up preview"
          sandbox=""
          srcDoc={frameOf(preview.data.html)}
          style={{ width: '100%', height: 480, border: 0 }}
        />
      ) : (
        <Text size="sm" c="dimmed" role="status">
          {preview.isError ? 'The preview shows once the fields are filled in.' : 'Loading the preview…'}
        </Text>
      )}
    </Paper>
  );
}

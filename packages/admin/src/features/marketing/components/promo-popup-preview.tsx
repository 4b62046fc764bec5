import { Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PromoPopupFields } from '@tessera/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { previewPromoPopup } from '../api/promo-popup.js';
import { popupFieldsOf } from '../model/popup-change.js';

// The frame runs no script (its sandbox allows none): only the server's markup, linked to the site's
// own stylesheets (same origin, so the studio's policy lets them load), as a visitor sees it.
const frameOf = (html: string, stylesheets: readonly string[]) =>
  `<!doctype html><html><head><meta charset="utf-8">${stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('')}</head><body>${html}</body></html>`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The live preview: the draft as the server renders it for visitors (the same island markup),
 * styled by the site's theme, shown open in a script-less frame a moment after the owner stops typing.
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
          sandbox="allow-same-origin"
          srcDoc={frameOf(preview.data.html, preview.data.stylesheets)}
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

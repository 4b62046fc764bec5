/** The image widths the platform stores (platform spec §9). */
export const IMAGE_WIDTHS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w'] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The stored width to request for a display width: over 1000 → 1500w, over 750 → 1000w,
 * over 500 → 750w, over 300 → 500w, over 100 → 300w, else 100w.
 *
 * @example
 * pickImageWidth(800); // '1000w'
 */
export function pickImageWidth(displayWidth: number): ImageWidth {
  if (displayWidth > 1000) return '1500w';
  if (displayWidth > 750) return '1000w';
  if (displayWidth > 500) return '750w';
  if (displayWidth > 300) return '500w';
  if (displayWidth > 100) return '300w';
  return '100w';
}

/** Alt text longer than this is cut. */
export const MAX_ALT_TEXT_LENGTH = 250;

/**
 * Alt text for an image: its alt text, else the title, cut at 250 characters; '' when neither
 * has text (a decorative image).
 *
 * @example
 * imageAltText(undefined, 'Linen shirt'); // 'Linen shirt'
 */
export function imageAltText(altText: string | null | undefined, title: string | null | undefined): string {
  const text = (altText ?? '').trim() || (title ?? '').trim();
  return Array.from(text).slice(0, MAX_ALT_TEXT_LENGTH).join('');
}

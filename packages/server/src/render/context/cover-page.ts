import type { PublicImage } from '@tessera/db';
import { z } from 'zod';
import { fileAssetUrl } from './urls.js';

/** Limits of a cover page's slide: short enough to fit one screen. */
export const COVER_PAGE_LIMITS = { title: 200, description: 2000, buttons: 3, label: 60, url: 2000 } as const;

/**
 * Where the slide's text sits: in the middle of the screen, at its left, or low in the middle
 * (leaving the picture's top free).
 */
export const COVER_PAGE_LAYOUTS = ['center', 'left', 'bottom'] as const;
export type CoverPageLayout = (typeof COVER_PAGE_LAYOUTS)[number];

/**
 * Where a cover page's button may lead: a path of the site, a web address or an e-mail address.
 * Anything else (`javascript:`, `data:`, a bare word) is refused, so the theme can print it as is.
 */
export const COVER_PAGE_LINK = /^(?:\/(?!\/)|https?:\/\/[^\s]|mailto:[^\s@]+@[^\s@]+)/i;

const button = z
  .object({
    label: z.string().trim().min(1).max(COVER_PAGE_LIMITS.label),
    url: z
      .string()
      .trim()
      .max(COVER_PAGE_LIMITS.url)
      .regex(COVER_PAGE_LINK, 'Links must start with /, https://, http:// or mailto:'),
  })
  .strict();

/** The cover-page slide as kept in its page's settings (`settings.coverPage`). */
export const storedCoverPage = z.object({
  title: z.string().trim().min(1).max(COVER_PAGE_LIMITS.title),
  description: z.string().max(COVER_PAGE_LIMITS.description),
  backgroundImage: z
    .object({
      fileId: z.string(),
      url: z.string(),
      altText: z.string().max(500),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    })
    .nullable(),
  buttons: z.array(button).max(COVER_PAGE_LIMITS.buttons),
  // Slides kept before layouts existed are centred.
  layout: z.enum(COVER_PAGE_LAYOUTS).default('center'),
});
export type StoredCoverPage = z.infer<typeof storedCoverPage>;
export const coverPageButton = button;

/**
 * The cover-page slide of a page, or null when it has none. Settings can also be written by the
 * generic collections API, so what is stored is checked again here: a broken slide is no slide.
 */
export function coverPageOf(settings: Readonly<Record<string, unknown>>): StoredCoverPage | null {
  const parsed = storedCoverPage.safeParse(settings['coverPage']);
  return parsed.success ? parsed.data : null;
}

/**
 * The background image as the theme's `responsive-image` formatter reads it: the slide's own
 * address and size, plus the file's stored variants (a srcset) and focal point when the file is
 * still there. Variants are read at render time, since they are made after the upload.
 */
function backgroundJson(
  stored: NonNullable<StoredCoverPage['backgroundImage']>,
  file: PublicImage | undefined,
) {
  const { url, altText, width, height } = stored;
  return {
    url,
    altText,
    width,
    height,
    assetUrl: file ? fileAssetUrl(file) : url,
    originalSize: `${width}x${height}`,
    systemDataVariants: file ? file.widths.map((w) => `${w}w`).join(',') : '',
    mediaFocalPoint: file ? { x: file.focal_x, y: file.focal_y } : { x: 0.5, y: 0.5 },
  };
}

/**
 * The `coverPage` key of a splash page's context (page type 3, docs/template-context.md); `file` is
 * the background image's file, when the slide has one and it still exists.
 */
export function coverPageJson(slide: StoredCoverPage, file?: PublicImage): Record<string, unknown> {
  return {
    slideType: 'cover-page',
    layout: slide.layout,
    title: slide.title,
    description: slide.description,
    backgroundImage: slide.backgroundImage ? backgroundJson(slide.backgroundImage, file) : null,
    buttons: slide.buttons.map((b, i) => ({ ...b, primary: i === 0 })),
  };
}

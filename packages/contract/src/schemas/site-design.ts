import { z } from 'zod';

/**
 * The site styles the Design screen edits and the server stores and renders as the theme's CSS
 * custom properties. Shared by the server's route and the studio's form.
 */

/** The spec's font families (platform spec §3, editor concepts). */
export const FONT_FAMILIES = [
  'Sans Serif',
  'Serif',
  'Display',
  'Script',
  'Slab Serif',
  'Mono',
  'Other',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const COLOR_FORMAT_MESSAGE = 'Colours must be formatted as #RRGGBB';
export const hexColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, COLOR_FORMAT_MESSAGE);

export const SPACINGS = ['compact', 'comfortable', 'spacious'] as const;
export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;

/** A font of the catalogue the server ships (`GET /api/admin/design/fonts`). */
export const fontId = z.string().regex(/^[a-z0-9-]{1,60}$/, 'Choose a font from the list');

export const siteColors = z.object({
  background: hexColor,
  surface: hexColor,
  text: hexColor,
  muted: hexColor,
  accent: hexColor,
  onAccent: hexColor,
});

export const siteStyles = z.object({
  colors: siteColors,
  fonts: z.object({ heading: fontId, body: fontId }),
  spacing: z.enum(SPACINGS),
  buttonShape: z.enum(BUTTON_SHAPES),
});

export type SiteStyles = z.infer<typeof siteStyles>;

/** The theme's own look (themes/default/styles/site.css), which a site starts from. */
export const DEFAULT_SITE_STYLES: SiteStyles = Object.freeze({
  colors: Object.freeze({
    background: '#faf8f5',
    surface: '#ffffff',
    text: '#1d1c1a',
    muted: '#5e5a54',
    accent: '#2e4a3f',
    onAccent: '#ffffff',
  }),
  fonts: Object.freeze({ heading: 'system-serif', body: 'system-sans' }),
  spacing: 'comfortable',
  buttonShape: 'pill',
}) as SiteStyles;

/** A file of the site chosen as an image (logo, favicon, social sharing image), or none. */
export const chosenImage = z.string().min(1).max(64).nullable();

export const siteDesign = z.object({
  styles: siteStyles,
  logoFileId: chosenImage,
  faviconFileId: chosenImage,
  socialImageFileId: chosenImage,
});
export type SiteDesign = z.infer<typeof siteDesign>;

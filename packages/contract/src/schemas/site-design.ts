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

const SPACING: Record<SiteStyles['spacing'], Record<string, string>> = {
  compact: {
    '--space-m': '1rem',
    '--space-l': 'clamp(1.4rem, 1.2rem + 1vw, 2rem)',
    '--space-xl': 'clamp(2rem, 1.6rem + 2.5vw, 3.5rem)',
    '--gutter': 'clamp(0.9rem, 3vw, 1.8rem)',
  },
  comfortable: {
    '--space-m': '1.5rem',
    '--space-l': 'clamp(2rem, 1.6rem + 2vw, 3rem)',
    '--space-xl': 'clamp(3rem, 2.2rem + 4vw, 5.5rem)',
    '--gutter': 'clamp(1.1rem, 4vw, 2.5rem)',
  },
  spacious: {
    '--space-m': '2rem',
    '--space-l': 'clamp(2.6rem, 2rem + 3vw, 4rem)',
    '--space-xl': 'clamp(4rem, 3rem + 5vw, 7.5rem)',
    '--gutter': 'clamp(1.4rem, 5vw, 3.5rem)',
  },
};

const BUTTON_RADIUS: Record<SiteStyles['buttonShape'], string> = {
  square: '0',
  rounded: '8px',
  pill: '99px',
};

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function toHex(values: number[]): string {
  return `#${values.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `#rrggbb` mixed with another by `weight` of 1 (0 keeps `a`). */
export function mixColors(a: string, b: string, weight: number): string {
  const [x, y] = [channels(a), channels(b)];
  return toHex(x.map((v, i) => v * (1 - weight) + (y[i] ?? 0) * weight));
}

/**
 * The site styles as the default theme's CSS custom properties: the server prints them in the
 * page's `<style>` and the studio sets them on the live preview while the owner edits. `stackOf`
 * gives a catalogue font's CSS font-family stack.
 */
export function siteStyleProperties(
  styles: SiteStyles,
  stackOf: (fontId: string) => string | undefined,
): Record<string, string> {
  const { colors } = styles;
  const body = stackOf(styles.fonts.body);
  const heading = stackOf(styles.fonts.heading);
  return {
    '--bg': colors.background,
    '--surface': colors.surface,
    '--text': colors.text,
    '--muted': colors.muted,
    '--line': mixColors(colors.background, colors.text, 0.12),
    '--soft': mixColors(colors.background, colors.text, 0.05),
    '--accent': colors.accent,
    '--accent-hover': mixColors(colors.accent, '#000000', 0.3),
    '--on-accent': colors.onAccent,
    ...(body && { '--font': body }),
    ...(heading && { '--font-display': heading }),
    ...SPACING[styles.spacing],
  };
}

/** The default theme's buttons (themes/default/styles/site.css, 'Buttons and fields'). */
const BUTTON_SELECTORS = [
  '.button',
  '.ts-add-to-cart__button',
  '.ts-product-list-button__button',
  '.ts-cart-page__checkout',
  '.ts-waitlist button',
  '.ts-form__submit',
  '.ts-additional-fields__submit',
].join(',');

/**
 * The whole site-styles CSS: a `:root` rule of custom properties and the button shape. Every value
 * is a validated enum, a `#rrggbb` colour or a catalogue font stack, so the text is safe inside a
 * `<style>` element. The server prints it in every page; the studio puts it on the live preview.
 */
export function siteStylesCss(styles: SiteStyles, stackOf: (fontId: string) => string | undefined): string {
  const properties = Object.entries(siteStyleProperties(styles, stackOf))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${properties}}${BUTTON_SELECTORS}{border-radius:${BUTTON_RADIUS[styles.buttonShape]}}`;
}

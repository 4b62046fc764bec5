import {
  DEFAULT_GALLERY_OPTIONS,
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_ASPECT_RATIOS,
  GALLERY_DESIGNS,
  GALLERY_LIGHTBOX_THEMES,
  GALLERY_META_POSITIONS,
  GALLERY_RANGES,
} from './gallery-options.js';
import type { GalleryOptions } from './gallery-options.js';

type BooleanKey = {
  [K in keyof GalleryOptions]: GalleryOptions[K] extends boolean ? K : never;
}[keyof GalleryOptions];

function booleanKeys(): BooleanKey[] {
  return (Object.keys(DEFAULT_GALLERY_OPTIONS) as (keyof GalleryOptions)[]).filter(
    (key): key is BooleanKey => typeof DEFAULT_GALLERY_OPTIONS[key] === 'boolean',
  );
}

function readBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

function readChoice<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

function readNumber(value: unknown, range: { min: number; max: number; default: number }): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return range.default;
  return Math.min(range.max, Math.max(range.min, Math.round(n)));
}

/**
 * Gallery options from stored or submitted data: unknown values take the default, numbers
 * are rounded and clamped to their ranges, booleans accept true/false and 'true'/'false'.
 *
 * @example
 * normalizeGalleryOptions({ design: 'slider', padding: 80 }); // { …, design: 'slider', padding: 50 }
 */
export function normalizeGalleryOptions(input: unknown): GalleryOptions {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const d = DEFAULT_GALLERY_OPTIONS;
  const booleans = Object.fromEntries(booleanKeys().map((key) => [key, readBoolean(raw[key], d[key])]));
  const numbers = Object.fromEntries(
    (Object.keys(GALLERY_RANGES) as (keyof typeof GALLERY_RANGES)[]).map((key) => [
      key,
      readNumber(raw[key], GALLERY_RANGES[key]),
    ]),
  );
  return {
    ...d,
    ...booleans,
    ...numbers,
    design: readChoice(GALLERY_DESIGNS, raw.design, d.design),
    'aspect-ratio': readChoice(GALLERY_ASPECT_RATIOS, raw['aspect-ratio'], d['aspect-ratio']),
    'meta-position': readChoice(GALLERY_META_POSITIONS, raw['meta-position'], d['meta-position']),
    'active-alignment': readChoice(GALLERY_ACTIVE_ALIGNMENTS, raw['active-alignment'], d['active-alignment']),
    lightboxTheme: readChoice(GALLERY_LIGHTBOX_THEMES, raw.lightboxTheme, d.lightboxTheme),
  };
}

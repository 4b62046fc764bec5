import { IMAGE_WIDTHS } from '@tessera/core';
import { asString } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** The stored widths of platform spec §9 as numbers (100 … 2500). */
const STANDARD_WIDTHS: readonly number[] = IMAGE_WIDTHS.map((label) => Number.parseInt(label, 10));

/** Widths listed in `systemDataVariants` (`"100w,300w,…"`); entries not ending in `w` are ignored. */
function listedWidths(variants: string): number[] {
  return variants
    .split(',')
    .map((entry) => /^(\d+)w$/.exec(entry.trim())?.[1])
    .filter((width): width is string => width !== undefined)
    .map(Number);
}

/**
 * `image-srcset`: ` srcset="URL?format=100w 100w,…"` from the image's variants. When the
 * largest one is a standard width below 2500w, the original is offered as the next standard
 * width. No variants → `""`.
 */
export const imageSrcset = valueFormatter((value) => {
  const widths = listedWidths(asString(at(value, 'systemDataVariants')));
  if (widths.length === 0) return '';
  const url = asString(at(value, 'assetUrl'));
  const entries = widths.map((w) => `${url}?format=${w}w ${w}w`);
  const largest = Math.max(...widths);
  const standard = STANDARD_WIDTHS.indexOf(largest);
  const next = standard >= 0 ? STANDARD_WIDTHS[standard + 1] : undefined;
  if (next !== undefined) entries.push(`${url}?format=original ${next}w`);
  return ` srcset="${escapeAttr(entries.join(','))}"`;
});

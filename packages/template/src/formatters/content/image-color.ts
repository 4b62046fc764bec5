import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';
import { asString, isObject } from '../../values.js';
import { escapeAttr } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** The five sampled areas of an image's `colorData`, as `<position>Average` keys. */
export const COLOR_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

/** `#` and the average colour of one area, attribute-escaped (the data is free text). */
export function averageColor(colorData: Value, position: string): string {
  return `#${escapeAttr(asString(at(colorData, `${position}Average`)))}`;
}

/**
 * `image-color [POSITION [CSSPROP]]`: without arguments, `data-color-<position>="#…" ` for
 * every area; with POSITION that area's colour; with CSSPROP too, `CSSPROP: #…`.
 * No `colorData` → missing; an area it lacks → the text `"POSITION" not found.`.
 */
export const imageColor = valueFormatter((value, args) => {
  const colorData = at(value, 'colorData');
  if (!isObject(colorData)) return MISSING;
  const [position, property] = args;
  if (position === undefined) {
    return COLOR_POSITIONS.map((p) => `data-color-${p}="${averageColor(colorData, p)}" `).join('');
  }
  if (!Object.hasOwn(colorData, `${position}Average`)) return `"${escapeAttr(position)}" not found.`;
  const color = averageColor(colorData, position);
  return property === undefined ? color : `${escapeAttr(property)}: ${color}`;
});

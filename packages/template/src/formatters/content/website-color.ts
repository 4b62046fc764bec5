import { MISSING } from '../../plugins.js';
import type { Value } from '../../plugins.js';
import { asNumber } from '../../values.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Spec (platform §5) message when hue, saturation or lightness is absent. */
export const MISSING_HSL = 'Missing an H/S/L value.';

function given(value: Value): boolean {
  return value !== MISSING && value !== null;
}

/** At most two decimals, no trailing zeros. */
function short(n: number): string {
  return String(Math.round(n * 100) / 100 || 0);
}

function outOfBounds(hue: number, sat: number, light: number, alpha: number | undefined): string {
  const inUnit = (n: number) => n >= 0 && n <= 1;
  return [
    hue >= 0 && hue <= 360 ? '' : 'Hue out of bounds. ',
    inUnit(sat) ? '' : 'Saturation out of bounds. ',
    inUnit(light) ? '' : 'Lightness out of bounds. ',
    alpha === undefined || inUnit(alpha) ? '' : 'Alpha out of bounds.',
  ].join('');
}

/**
 * `website-color`: `{hue, saturation, lightness[, alpha]}` (fractions 0–1) as CSS
 * `hsl(H, S%, L%)` or `hsla(H, S%, L%, A)`; the spec's messages for absent or out-of-range parts.
 */
export const websiteColor = valueFormatter((value) => {
  const parts = ['hue', 'saturation', 'lightness'].map((key) => at(value, key));
  if (!parts.every(given)) return MISSING_HSL;
  const [hue, sat, light] = parts.map(asNumber) as [number, number, number];
  const alphaValue = at(value, 'alpha');
  const alpha = given(alphaValue) ? asNumber(alphaValue) : undefined;
  const problems = outOfBounds(hue, sat, light, alpha);
  if (problems) return problems;
  const hsl = `${short(hue)}, ${short(sat * 100)}%, ${short(light * 100)}%`;
  return alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${short(alpha)})`;
});

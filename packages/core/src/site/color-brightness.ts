import type { Rgba } from './parse-color.js';

/** A colour is dark below 65 % of 256 on the luminance scale (platform spec §9). */
export const DARK_LUMINANCE_THRESHOLD = 0.65 * 256;

/**
 * Perceived luminance on a 0–255 scale, weighting the channels as the eye does
 * (0.299 red, 0.587 green, 0.114 blue).
 */
export function colorLuminance(color: Pick<Rgba, 'r' | 'g' | 'b'>): number {
  return 0.299 * color.r + 0.587 * color.g + 0.114 * color.b;
}

/**
 * Whether text on this colour should be light: luminance below 65 % of 256.
 *
 * @example
 * isDarkColor({ r: 0, g: 0, b: 0 }); // true
 */
export function isDarkColor(color: Pick<Rgba, 'r' | 'g' | 'b'>): boolean {
  return colorLuminance(color) < DARK_LUMINANCE_THRESHOLD;
}

/**
 * The spec's other, coarser rule: a colour is light when its 24-bit value exceeds half of
 * 0xFFFFFF (so it mostly follows the red channel).
 */
export function isLightByValue(color: Pick<Rgba, 'r' | 'g' | 'b'>): boolean {
  const value = color.r * 65536 + color.g * 256 + color.b;
  return value > 0xffffff / 2;
}

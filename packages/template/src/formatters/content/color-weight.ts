import { isLightByValue } from '@tessera/core';
import { MISSING } from '../../plugins.js';
import { asString } from '../../values.js';
import { valueFormatter } from '../core/value-formatter.js';

const HEX = /^#?([0-9a-fA-F]{3,6})$/;

/**
 * `color-weight`: `light` when a hex colour (`#` optional, 3 to 6 digits, 3 expanded to 6)
 * is above half of 0xFFFFFF, else `dark`; anything else → missing.
 */
export const colorWeight = valueFormatter((value) => {
  const digits = HEX.exec(asString(value).trim())?.[1];
  if (digits === undefined) return MISSING;
  const full = digits.length === 3 ? digits.replace(/./g, (d) => d + d) : digits;
  const rgbValue = Number.parseInt(full, 16);
  const rgb = { r: (rgbValue >> 16) & 0xff, g: (rgbValue >> 8) & 0xff, b: rgbValue & 0xff };
  return isLightByValue(rgb) ? 'light' : 'dark';
});

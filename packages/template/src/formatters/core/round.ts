import { asNumber } from '../../values.js';
import { valueFormatter } from './value-formatter.js';

/** `round`: nearest integer, halves toward +∞ (`2.5` → 3, `-2.5` → -2). */
export const round = valueFormatter((value) => Math.round(asNumber(value)) || 0);

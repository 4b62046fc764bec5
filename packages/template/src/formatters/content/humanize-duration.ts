import { asNumber } from '../../values.js';
import { valueFormatter } from '../core/value-formatter.js';

/** `humanizeDuration`: milliseconds as `M:SS` with whole minutes (65000 → `1:05`). */
export const humanizeDuration = valueFormatter((value) => {
  const ms = asNumber(value);
  const seconds = Number.isFinite(ms) ? Math.floor(Math.abs(ms) / 1000) : 0;
  const sign = ms < 0 && seconds > 0 ? '-' : '';
  return `${sign}${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
});

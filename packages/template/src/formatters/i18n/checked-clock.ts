import { DATE_RANGE_ERROR, dateRangeMessage, inJulianRange } from '../../i18n/julian-day.js';
import type { WallClock } from '../../i18n/wall-clock.js';
import { wallClock } from '../../i18n/wall-clock.js';
import type { PluginContext } from '../../plugins.js';

/**
 * The wall clock of an instant in `zone`, or undefined when the instant cannot be formatted:
 * not finite, or outside the date library's Julian day range (platform spec §8), which is
 * recorded as a runtime error while rendering goes on.
 */
export function checkedClock(ctx: PluginContext, zone: string, epochMs: number): WallClock | undefined {
  const clock = wallClock(zone, epochMs);
  if (clock === undefined) {
    if (Number.isFinite(epochMs)) ctx.error(DATE_RANGE_ERROR, dateRangeMessage(epochMs, epochMs));
    return undefined;
  }
  if (!inJulianRange(clock.local.getTime())) {
    ctx.error(DATE_RANGE_ERROR, dateRangeMessage(epochMs, clock.local.getTime()));
    return undefined;
  }
  return clock;
}

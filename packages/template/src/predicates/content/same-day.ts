import type { Predicate, Value } from '../../plugins.js';
import { at } from '../../formatters/core/path.js';
import { asNumber } from '../../values.js';

function utcDay(value: Value): string | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const date = new Date(asNumber(value));
  if (Number.isNaN(date.getTime())) return undefined;
  return `${date.getUTCFullYear()}-${date.getUTCMonth()}-${date.getUTCDate()}`;
}

/**
 * `same-day?`: the node's `startDate` and `endDate` (epoch ms) fall on the same calendar day
 * in UTC — the platform spec fixes UTC (Appendix B #17). Dates that are absent are never the
 * same day.
 */
export const sameDay: Predicate = {
  apply(_args, ctx) {
    const start = utcDay(at(ctx.node(), 'startDate'));
    return start !== undefined && start === utcDay(at(ctx.node(), 'endDate'));
  },
};

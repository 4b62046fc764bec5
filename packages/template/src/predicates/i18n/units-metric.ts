import type { Predicate } from '../../plugins.js';

/** The spec's engine error text for the retired predicate (platform spec §8, reference §10.5). */
export const UNITS_METRIC_MESSAGE = '"units-metric?" formatter is not yet implemented';

/**
 * `units-metric?` (platform spec §5: always false; reference Appendix B #22): records the
 * spec's not-implemented error and evaluates false.
 */
export const unitsMetric: Predicate = {
  apply(_args, ctx) {
    ctx.error('NOT_IMPLEMENTED', UNITS_METRIC_MESSAGE);
    return false;
  },
};

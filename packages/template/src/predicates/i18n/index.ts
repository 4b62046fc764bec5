import type { PredicateTable } from '../../plugins.js';
import { unitsMetric } from './units-metric.js';

/** I18n predicates by template name (reference §10.5). */
export const i18nPredicates: PredicateTable = {
  'units-metric?': unitsMetric,
};

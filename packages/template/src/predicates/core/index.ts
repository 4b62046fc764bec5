import type { PredicateTable } from '../../plugins.js';
import { equal, greaterThan, greaterThanOrEqual, lessThan, lessThanOrEqual, notEqual } from './comparison.js';
import { debug } from './debug.js';
import { even, nth, odd } from './parity.js';
import { plural, singular } from './plural.js';

/** Core predicates by template name (reference §10.1). */
export const corePredicates: PredicateTable = {
  'debug?': debug,
  'equal?': equal,
  'notEqual?': notEqual,
  'greaterThan?': greaterThan,
  'greaterThanOrEqual?': greaterThanOrEqual,
  'lessThan?': lessThan,
  'lessThanOrEqual?': lessThanOrEqual,
  'even?': even,
  'odd?': odd,
  'nth?': nth,
  'plural?': plural,
  'singular?': singular,
};

import type { Predicate } from '../../plugins.js';
import { operands } from './argument-value.js';
import { compare } from './compare.js';
import { deepEqual } from './deep-equal.js';

/** `equal? X` / `equal? A B`: deep equality (reference §9.4). */
export const equal: Predicate = {
  apply(args, ctx) {
    const pair = operands(args, ctx);
    return pair !== undefined && deepEqual(...pair);
  },
};

/** `notEqual?`: not `equal?`; with no arguments it is false too. */
export const notEqual: Predicate = {
  apply(args, ctx) {
    const pair = operands(args, ctx);
    return pair !== undefined && !deepEqual(...pair);
  },
};

function ordering(test: (order: number) => boolean): Predicate {
  return {
    apply(args, ctx) {
      const pair = operands(args, ctx);
      return pair !== undefined && test(compare(...pair));
    },
  };
}

export const greaterThan = ordering((order) => order > 0);
export const greaterThanOrEqual = ordering((order) => order >= 0);
export const lessThan = ordering((order) => order < 0);
export const lessThanOrEqual = ordering((order) => order <= 0);

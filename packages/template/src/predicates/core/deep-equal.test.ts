import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISSING } from '../../plugins.js';
import type { Json } from '../../plugins.js';
import { compare } from './compare.js';
import { deepEqual } from './deep-equal.js';

const json = fc.jsonValue() as fc.Arbitrary<Json>;

describe('deepEqual', () => {
  it('is reflexive and symmetric, and equal to a structural copy', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(deepEqual(a, a)).toBe(true);
        expect(deepEqual(a, JSON.parse(JSON.stringify(a)) as Json)).toBe(true);
        expect(deepEqual(a, b)).toBe(deepEqual(b, a));
      }),
    );
  });

  it('treats missing and null as equal, and nothing else as equal to them', () => {
    expect(deepEqual(MISSING, null)).toBe(true);
    expect(deepEqual(MISSING, 0)).toBe(false);
    expect(deepEqual('', null)).toBe(false);
  });

  it('ignores key order', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
  });
});

describe('compare', () => {
  it('orders numbers and strings antisymmetrically', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(fc.double({ noNaN: true }), fc.double({ noNaN: true })),
          fc.tuple(fc.string(), fc.string()),
        ),
        ([a, b]) => {
          expect(Math.sign(compare(a, b))).toBe(-Math.sign(compare(b, a)) || 0);
        },
      ),
    );
  });

  it('is unordered (NaN) when a number meets NaN', () => {
    expect(compare(Number.NaN, 1)).toBeNaN();
    expect(compare(1, Number.NaN)).toBeNaN();
  });
});

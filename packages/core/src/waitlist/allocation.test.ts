import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateWaitlist } from './allocation.js';

const HOUR = 3_600_000;
const people = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, createdAt: 1000 + i }));

describe('allocateWaitlist', () => {
  it('tells as many people as there are units, oldest first', () => {
    const waiting = [...people(3)].reverse();
    expect(allocateWaitlist({ unlimited: false, qtyInStock: 2 }, [], waiting, 0)).toEqual({
      notify: ['s0', 's1'],
      nextAt: null,
    });
  });

  it('counts running holds against the stock and comes back when the first one ends', () => {
    const holds = [10 * HOUR, 12 * HOUR];
    expect(allocateWaitlist({ unlimited: false, qtyInStock: 2 }, holds, people(1), HOUR)).toEqual({
      notify: [],
      nextAt: 10 * HOUR,
    });
    // The first hold ended with the unit unsold: the next in line gets it.
    expect(allocateWaitlist({ unlimited: false, qtyInStock: 2 }, holds, people(2), 11 * HOUR)).toEqual({
      notify: ['s0'],
      nextAt: 12 * HOUR,
    });
  });

  it('tells everyone when stock is unlimited, and no one when it is gone', () => {
    expect(allocateWaitlist({ unlimited: true, qtyInStock: 0 }, [], people(5), 0).notify).toHaveLength(5);
    expect(allocateWaitlist({ unlimited: false, qtyInStock: 0 }, [5], people(5), 0)).toEqual({
      notify: [],
      nextAt: null,
    });
  });

  it('never tells more people than units not held', () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.array(fc.nat(100), { maxLength: 20 }),
        fc.nat(30),
        fc.nat(100),
        (qty, holds, n, now) => {
          const result = allocateWaitlist({ unlimited: false, qtyInStock: qty }, holds, people(n), now);
          const running = holds.filter((h) => h > now).length;
          expect(result.notify.length).toBeLessThanOrEqual(Math.max(0, qty - running));
          expect(result.notify.length).toBeLessThanOrEqual(n);
          expect(result.notify).toEqual(
            people(n)
              .slice(0, result.notify.length)
              .map((p) => p.id),
          );
        },
      ),
    );
  });
});

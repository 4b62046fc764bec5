import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBoxVisible, popoverPlacement } from './popover-position.js';
import type { Box } from './popover-position.js';

const viewport = { width: 1200, height: 800 };
const box = (top: number, left: number, width: number, height: number): Box => ({
  top,
  left,
  right: left + width,
  bottom: top + height,
});

describe('popoverPlacement', () => {
  it('sits 16 px under the visible cart indicator, right-aligned with it', () => {
    const indicator = box(20, 1100, 60, 30);
    expect(popoverPlacement({ indicator, header: box(0, 0, 1200, 90) }, viewport)).toEqual({
      top: 66,
      right: 40,
    });
  });

  it('aligns with the left edge of an indicator in the left half of the screen', () => {
    expect(popoverPlacement({ indicator: box(20, 40, 60, 30) }, viewport)).toEqual({ top: 66, left: 40 });
  });

  it('sits above a visible floating cart when the indicator is not visible', () => {
    const floatingCart = box(720, 1067, 100, 48);
    const hidden = box(-100, 1100, 60, 30);
    expect(popoverPlacement({ indicator: hidden, floatingCart }, viewport)).toEqual({
      bottom: 96,
      right: 33,
    });
  });

  it('goes under the header at the right margin, else in the top right corner', () => {
    expect(popoverPlacement({ header: box(0, 0, 1200, 90) }, viewport)).toEqual({ top: 106, right: 33 });
    expect(popoverPlacement({ header: box(-90, 0, 1200, 90) }, viewport)).toEqual({ top: 33, right: 33 });
    expect(popoverPlacement({}, viewport)).toEqual({ top: 33, right: 33 });
  });

  it('treats empty and off-screen boxes as not visible', () => {
    expect(isBoxVisible(box(10, 10, 0, 10), viewport)).toBe(false);
    expect(isBoxVisible(box(900, 10, 10, 10), viewport)).toBe(false);
    expect(isBoxVisible(box(790, 10, 10, 20), viewport)).toBe(true);
  });

  it('always places the popover with non-negative offsets inside the screen', () => {
    const boxArb = fc
      .record({
        top: fc.integer({ min: -900, max: 900 }),
        left: fc.integer({ min: -100, max: 1300 }),
        w: fc.nat(400),
        h: fc.nat(200),
      })
      .map(({ top, left, w, h }) => box(top, left, w, h));
    fc.assert(
      fc.property(
        fc.option(boxArb),
        fc.option(boxArb),
        fc.option(boxArb),
        (indicator, header, floatingCart) => {
          const place = popoverPlacement(
            {
              indicator: indicator ?? undefined,
              header: header ?? undefined,
              floatingCart: floatingCart ?? undefined,
            },
            viewport,
          );
          const vertical = place.top ?? place.bottom ?? -1;
          const horizontal = place.right ?? place.left ?? -1;
          return (
            horizontal >= 0 &&
            vertical >= 16 &&
            (place.top === undefined) !== (place.bottom === undefined) &&
            (place.left === undefined) !== (place.right === undefined)
          );
        },
      ),
    );
  });
});

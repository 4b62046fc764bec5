import { POPOVER_MARGIN_PX, POPOVER_OFFSET_PX } from '@tessera/core';

/** A box on screen, as `getBoundingClientRect()` gives it. */
export interface Box {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** What the popover may sit against; each only when present and visible. */
export interface PopoverAnchors {
  readonly indicator?: Box | undefined;
  readonly header?: Box | undefined;
  readonly floatingCart?: Box | undefined;
}

/** Fixed-position offsets of the popover, in CSS pixels: `top` or `bottom`, `right` or `left`. */
export interface PopoverPlacement {
  readonly top?: number;
  readonly bottom?: number;
  readonly right?: number;
  readonly left?: number;
}

/** Align with the anchor's right edge, or its left edge when it sits in the left half of the screen. */
function alignWith(anchor: Box, viewport: Viewport): { right: number } | { left: number } {
  if (anchor.left + anchor.right < viewport.width) return { left: Math.max(0, anchor.left) };
  return { right: Math.max(0, viewport.width - anchor.right) };
}

/** Whether a box has a size and lies at least partly inside the viewport. */
export function isBoxVisible(box: Box | undefined, viewport: Viewport): box is Box {
  if (!box || box.right - box.left <= 0 || box.bottom - box.top <= 0) return false;
  return box.bottom > 0 && box.top < viewport.height && box.right > 0 && box.left < viewport.width;
}

/**
 * Where the added-item popover goes (storefront spec §2, §9): 16 px under the visible cart
 * indicator, aligned with it (its right edge, or its left edge when it sits in the left half of
 * the screen); else 16 px above a visible floating cart; else 16 px under the visible header at
 * the right margin (33 px); else in the top right corner, 33 px in.
 *
 * @example
 * popoverPlacement({}, { width: 1000, height: 800 }); // { top: 33, right: 33 }
 */
export function popoverPlacement(anchors: PopoverAnchors, viewport: Viewport): PopoverPlacement {
  const { indicator, header, floatingCart } = anchors;
  if (isBoxVisible(indicator, viewport)) {
    return { top: indicator.bottom + POPOVER_OFFSET_PX, ...alignWith(indicator, viewport) };
  }
  if (isBoxVisible(floatingCart, viewport)) {
    return {
      bottom: viewport.height - floatingCart.top + POPOVER_OFFSET_PX,
      ...alignWith(floatingCart, viewport),
    };
  }
  if (isBoxVisible(header, viewport)) {
    return { top: header.bottom + POPOVER_OFFSET_PX, right: POPOVER_MARGIN_PX };
  }
  return { top: POPOVER_MARGIN_PX, right: POPOVER_MARGIN_PX };
}

/** The anchors as they are on the page now. */
export function findPopoverAnchors(root: Document = document): PopoverAnchors {
  const box = (selector: string) => root.querySelector(selector)?.getBoundingClientRect();
  return {
    indicator: box('[data-cart-indicator]'),
    header: box('[data-site-header], header'),
    floatingCart: box('.ts-cart-pill--visible'),
  };
}

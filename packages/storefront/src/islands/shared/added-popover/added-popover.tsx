import {
  addedToCartText,
  CART_INDICATOR_TEXTS,
  POPOVER_AUTO_CLOSE_MS,
  POPOVER_SCROLL_THROTTLE_MS,
} from '@tessera/core';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { cartStore, useCartState } from '../../../runtime/cart-store.js';
import { pageClock } from '../../../runtime/clock.js';
import type { CartStore } from '../../../runtime/cart-store.js';
import { findPopoverAnchors, popoverPlacement } from './popover-position.js';
import type { PopoverPlacement } from './popover-position.js';

function place(): PopoverPlacement {
  return popoverPlacement(findPopoverAnchors(), { width: window.innerWidth, height: window.innerHeight });
}

/** Follow scrolling at most once per 100 ms, with a last update after scrolling stops. */
function useScrollPlacement(active: boolean, update: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const wait = last + POPOVER_SCROLL_THROTTLE_MS - pageClock.now();
      clearTimeout(trailing);
      if (wait <= 0) {
        last = pageClock.now();
        update();
      } else {
        trailing = setTimeout(() => {
          last = pageClock.now();
          update();
        }, wait);
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(trailing);
      window.removeEventListener('scroll', onScroll);
    };
  }, [active, update]);
}

/**
 * The added-item popover: '{productName} was added to your cart.' with Close, placed by
 * {@link popoverPlacement}; it closes after 3000 ms, on Close, or gives way to the next add.
 */
export function AddedPopover({ store = cartStore }: { readonly store?: CartStore }) {
  const { added } = useCartState(store);
  const [placement, setPlacement] = useState<PopoverPlacement>({ top: 0, right: 0 });
  const update = useCallback(() => setPlacement(place()), []);

  useLayoutEffect(() => {
    if (added) update();
  }, [added, update]);
  useScrollPlacement(added !== null, update);
  useEffect(() => {
    if (!added) return undefined;
    const timer = setTimeout(() => store.dismissAdded(), POPOVER_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [added, store]);

  if (!added) return null;
  return (
    <div className="ts-added-popover" role="status" style={placement} key={added.seq}>
      <p className="ts-added-popover__text">{addedToCartText(added.productName)}</p>
      <button type="button" className="ts-added-popover__close" onClick={() => store.dismissAdded()}>
        {CART_INDICATOR_TEXTS.close}
      </button>
    </div>
  );
}

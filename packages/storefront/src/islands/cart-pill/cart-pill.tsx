import { cartIndicatorLabel, cartQuantityText, isCartPillVisible, PUBLIC_PATHS } from '@tessera/core';
import type { MouseEvent } from 'react';
import { useCartState } from '../../runtime/cart-store.js';
import { isInEditorFrame, setFrameAddress } from '../../runtime/navigation.js';

export interface CartPillProps {
  /** The cart's item count when the page was rendered. */
  readonly totalQuantity: number;
  /** The site's light or dark cart pill setting. */
  readonly theme: 'light' | 'dark';
}

/**
 * The floating cart pill (storefront spec §2, §4): hidden at 0 items, fading in above 0,
 * '100+' above 100, linking to /cart — inside the editor frame it sets the frame's address.
 */
export function CartPill({ totalQuantity, theme }: CartPillProps) {
  const { cart } = useCartState();
  const quantity = cart?.totalQuantity ?? totalQuantity;
  const visible = isCartPillVisible(quantity);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isInEditorFrame()) return;
    event.preventDefault();
    setFrameAddress(PUBLIC_PATHS.cart);
  };
  return (
    <a
      href={PUBLIC_PATHS.cart}
      className={`ts-cart-pill ts-cart-pill--${theme}${visible ? ' ts-cart-pill--visible' : ''}`}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={open}
    >
      <span className="ts-cart-pill__icon" aria-hidden="true" />
      {/* Text rather than aria-label, so the name need not contain the visible '1' or '100+'. */}
      <span className="ts-visually-hidden ts-cart-pill__label">{cartIndicatorLabel(quantity)}</span>
      <span className="ts-cart-pill__quantity" aria-hidden="true">
        {cartQuantityText(quantity)}
      </span>
    </a>
  );
}

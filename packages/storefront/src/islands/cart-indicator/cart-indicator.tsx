import {
  cartIndicatorLabel,
  cartQuantityText,
  formatMoney,
  isCartEmpty,
  money,
  PUBLIC_PATHS,
} from '@tessera/core';
import type { CurrencyCode } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { useCartState } from '../../runtime/cart-store.js';

/** The attribute the added-item popover looks for to sit under the indicator. */
export const CART_INDICATOR_ATTRIBUTE = 'data-cart-indicator';

export interface CartIndicatorProps {
  /** Items in the cart when the page was rendered (default 0). */
  readonly totalQuantity?: number;
  /** The subtotal text when the page was rendered (default empty). */
  readonly subtotalText?: string;
  /** The store's currency and the page locale, to word the subtotal after cart changes. */
  readonly currency: CurrencyCode;
  readonly locale?: string;
  /** Without a quantity element the indicator's spoken label is just 'Cart'. */
  readonly showQuantity?: boolean;
  readonly showSubtotal?: boolean;
}

/**
 * The header's cart indicator (storefront spec §2): the count ('100+' above 100), the subtotal
 * text, an empty marker at zero, and the spoken label; changes are announced politely.
 */
export function CartIndicator(props: CartIndicatorProps) {
  const { cart } = useCartState();
  const showQuantity = props.showQuantity ?? true;
  const quantity = cart?.totalQuantity ?? props.totalQuantity ?? 0;
  const subtotal = cart
    ? formatMoney(money(cart.subtotalCents, props.currency), { locale: props.locale })
    : (props.subtotalText ?? '');
  const label = cartIndicatorLabel(showQuantity ? quantity : undefined);
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(quantity);
  useEffect(() => {
    if (quantity !== first.current) setAnnouncement(label);
  }, [quantity, label]);

  return (
    <span className="ts-cart-indicator-wrapper">
      <a
        href={PUBLIC_PATHS.cart}
        className={`ts-cart-indicator${isCartEmpty(quantity) ? ' ts-cart-indicator--empty' : ''}`}
        data-cart-indicator=""
        data-empty={isCartEmpty(quantity) ? 'true' : undefined}
      >
        <span className="ts-cart-indicator__icon" aria-hidden="true" />
        {/* The spoken label is the link's text, not aria-label: a name that leaves out the
            visible count ('One item in cart' beside '1') would fail label-in-name for voice users. */}
        <span className="ts-visually-hidden ts-cart-indicator__label">{label}</span>
        {showQuantity ? (
          <span className="ts-cart-indicator__quantity" aria-hidden="true">
            {cartQuantityText(quantity)}
          </span>
        ) : null}
        {props.showSubtotal !== false && subtotal !== '' ? (
          <span className="ts-cart-indicator__subtotal" aria-hidden="true">
            {subtotal}
          </span>
        ) : null}
      </a>
      <span className="ts-visually-hidden" role="status">
        {announcement}
      </span>
    </span>
  );
}

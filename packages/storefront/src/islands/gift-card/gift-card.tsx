import { AddToCart } from '../add-to-cart/add-to-cart.js';
import type { AddToCartProps } from '../add-to-cart/add-to-cart.js';

export type GiftCardProps = Omit<AddToCartProps, 'mode'>;

/**
 * Gift card purchase by denomination: the add-to-cart form in its gift-card mode. An unchosen
 * denomination alerts 'Select a denomination for the Gift Card' under the title 'Unable to
 * purchase Gift Card'; a successful add goes on to checkout.
 */
export function GiftCard(props: GiftCardProps) {
  return <AddToCart {...props} mode="gift-card" />;
}

import { AddToCartForm } from '../shared/add-to-cart/add-to-cart-form.js';
import type { AddToCartProps } from '../shared/add-to-cart/add-to-cart-form.js';

export type GiftCardProps = Omit<AddToCartProps, 'mode'>;

/**
 * Gift card purchase by denomination: the add-to-cart form in its gift-card mode. An unchosen
 * denomination alerts 'Select a denomination for the Gift Card' under the title 'Unable to
 * purchase Gift Card'; a successful add goes on to checkout.
 */
export function GiftCard(props: GiftCardProps) {
  return <AddToCartForm {...props} mode="gift-card" />;
}

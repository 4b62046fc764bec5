import { PUBLIC_PATHS, subscriptionCheckoutPath } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { cartOwnerOf } from '../cart/index.js';
import type { CheckoutTarget } from './checkout-cart.js';

/** The subscription cart when the request names one (`cartToken`), else the visitor's cart. */
export function targetOf(request: FastifyRequest, cartToken: string | undefined): CheckoutTarget {
  return cartToken ? { kind: 'subscription', cartToken } : { kind: 'cart', owner: cartOwnerOf(request) };
}

/** Where the checkout page of a target is. */
export function checkoutPath(cartToken: string | null | undefined): string {
  return cartToken ? subscriptionCheckoutPath(cartToken) : PUBLIC_PATHS.checkout;
}

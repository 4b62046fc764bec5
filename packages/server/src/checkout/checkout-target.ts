import { PUBLIC_PATHS, subscriptionCheckoutPath } from '@tessera/core';
import { findDefaultSiteUserAddress, postalAddressOf } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import { cartOwnerOf } from '../cart/index.js';
import type { CheckoutTarget } from './checkout-cart.js';
import type { CheckoutPrefill } from './checkout-service.js';

/** The subscription cart when the request names one (`cartToken`), else the visitor's cart. */
export function targetOf(request: FastifyRequest, cartToken: string | undefined): CheckoutTarget {
  return cartToken ? { kind: 'subscription', cartToken } : { kind: 'cart', owner: cartOwnerOf(request) };
}

/** Where the checkout page of a target is. */
export function checkoutPath(cartToken: string | null | undefined): string {
  return cartToken ? subscriptionCheckoutPath(cartToken) : PUBLIC_PATHS.checkout;
}

/** The signed-in shopper's e-mail, name and default address for the checkout form, if signed in. */
export async function prefillOf(request: FastifyRequest): Promise<CheckoutPrefill | undefined> {
  const user = request.siteUser;
  if (!user) return undefined;
  const saved = await findDefaultSiteUserAddress(request.server.database.db, request.website.id, user.id);
  const blank = { line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' };
  return {
    email: user.email,
    shippingAddress: saved ? postalAddressOf(saved) : { name: user.name, ...blank },
  };
}

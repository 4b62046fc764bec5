import { PUBLIC_API_PATHS, subscriptionCheckoutPath } from '@tessera/core';
import {
  addCartEntryBody,
  cartEntryFieldsBody,
  cartEntryParams,
  cartEntryQuantityBody,
  cartQuery,
  cartSubscriptionBody,
} from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../plugins/index.js';
import { isFormPost, limit } from '../plugins/index.js';
import { addCartEntry } from './add-entry.js';
import { cartContextOf } from './cart-context.js';
import { cartOwnerOf, clearCartCookies, setCartCookies } from './cart-owner.js';
import { changeEntryFields, changeEntryQuantity, removeEntry } from './change-entry.js';
import { cartCrumb, nextPathOf, refuse } from './form-replies.js';
import { CART_ADD_LIMIT, CART_EDIT_LIMIT, CART_READ_LIMIT } from './limits.js';
import { readCart, sampleCart } from './read-cart.js';
import {
  addEntryResponse,
  cartResponse,
  fieldsResponse,
  shoppingCart,
  subscriptionResponse,
} from './schemas.js';
import { startSubscription } from './subscription.js';

const tags = ['commerce'];

/** What each cart change may be refused with (its crumb check, then the cart rules). */
const CRUMB = ['crumb-missing', 'crumb-mismatch'] as const;
const ADD_ERRORS = [
  ...CRUMB,
  'not-found',
  'cart-options-unselected',
  'cart-variant-unavailable',
  'cart-quantity-invalid',
  'cart-gift-card-denomination',
  'cart-not-enough-stock',
  'cart-subscription-only',
  'cart-quantity-limit',
  'cart-full',
] as const;
const QUANTITY_ERRORS = [
  ...CRUMB,
  'not-found',
  'cart-quantity-invalid',
  'cart-not-enough-stock',
  'cart-quantity-limit',
] as const;
const entryPath = `${PUBLIC_API_PATHS.cartEntries}/:entryId`;

/** The cart calls of storefront spec §7 (quantity change and removal are ours). Never cached. */
export const cartApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    PUBLIC_API_PATHS.cartEntries,
    {
      schema: {
        tags,
        body: addCartEntryBody,
        response: { 200: addEntryResponse, ...errorResponses(...ADD_ERRORS) },
      },
      config: limit(CART_ADD_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const added = await addCartEntry(cartContextOf(request), cartOwnerOf(request), request.body);
      if (!added.ok) return refuse(request, reply, added.error);
      if (added.value.token) setCartCookies(request, reply, added.value.token);
      if (isFormPost(request)) return reply.redirect(nextPathOf(request.body.next), 303);
      return { shoppingCart: added.value.shoppingCart, newlyAdded: added.value.entry };
    },
  );

  app.get(
    PUBLIC_API_PATHS.shoppingCart,
    {
      schema: { tags, querystring: cartQuery, response: { 200: shoppingCart } },
      config: limit(CART_READ_LIMIT),
    },
    async (request, reply) => {
      const ctx = cartContextOf(request);
      if (request.query.mock === 'true') return sampleCart(ctx);
      const read = await readCart(ctx, cartOwnerOf(request), {
        calculateSubtotal: request.query.calculateSubtotal !== 'false',
      });
      if (read.staleCookie) clearCartCookies(request, reply);
      return read.shoppingCart;
    },
  );

  app.put(
    entryPath,
    {
      schema: {
        tags,
        params: cartEntryParams,
        body: cartEntryQuantityBody,
        response: { 200: cartResponse, ...errorResponses(...QUANTITY_ERRORS) },
      },
      config: limit(CART_EDIT_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const ctx = cartContextOf(request);
      const changed = await changeEntryQuantity(
        ctx,
        cartOwnerOf(request),
        request.params.entryId,
        request.body.quantity,
      );
      return changed.ok ? { shoppingCart: changed.value } : refuse(request, reply, changed.error);
    },
  );

  app.delete(
    entryPath,
    {
      schema: {
        tags,
        params: cartEntryParams,
        response: { 200: cartResponse, ...errorResponses(...CRUMB, 'not-found') },
      },
      config: limit(CART_EDIT_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const removed = await removeEntry(cartContextOf(request), cartOwnerOf(request), request.params.entryId);
      return removed.ok ? { shoppingCart: removed.value } : refuse(request, reply, removed.error);
    },
  );

  app.put(
    `${entryPath}/additionalFields`,
    {
      schema: {
        tags,
        params: cartEntryParams,
        body: cartEntryFieldsBody,
        response: { 200: fieldsResponse, ...errorResponses(...CRUMB, 'not-found') },
      },
      config: limit(CART_EDIT_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const ctx = cartContextOf(request);
      const changed = await changeEntryFields(
        ctx,
        cartOwnerOf(request),
        request.params.entryId,
        request.body,
      );
      if (!changed.ok) return refuse(request, reply, changed.error);
      return { shoppingCart: changed.value.shoppingCart, updatedEntry: changed.value.entry };
    },
  );

  app.post(
    PUBLIC_API_PATHS.cartSubscription,
    {
      schema: {
        tags,
        body: cartSubscriptionBody,
        response: { 200: subscriptionResponse, ...errorResponses(...ADD_ERRORS, 'cart-not-subscribable') },
      },
      config: limit(CART_ADD_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const started = await startSubscription(cartContextOf(request), request.body);
      if (!started.ok) return refuse(request, reply, started.error);
      if (!isFormPost(request)) return started.value;
      return reply.redirect(subscriptionCheckoutPath(started.value.cartToken), 303);
    },
  );
};

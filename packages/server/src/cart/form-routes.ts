import { PUBLIC_PATHS } from '@tessera/core';
import { cartEntryParams, cartEntryQuantityBody, cartEntryRemoveBody } from '@tessera/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limit } from '../plugins/index.js';
import { cartContextOf } from './cart-context.js';
import { cartOwnerOf } from './cart-owner.js';
import { changeEntryQuantity, removeEntry } from './change-entry.js';
import { cartCrumb, refuse } from './form-replies.js';
import { CART_EDIT_LIMIT } from './limits.js';

const tags = ['commerce'];

/**
 * The cart page's plain forms (storefront `cartEntryFormPath`), which work before any script runs:
 * each posts the `crumb` field and ends with a 303 back to /cart, a refusal leaving its message
 * for the page to show.
 */
export const cartFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.post(
    '/cart/entries/:entryId/quantity',
    {
      schema: { tags, params: cartEntryParams, body: cartEntryQuantityBody },
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
      return changed.ok ? reply.redirect(PUBLIC_PATHS.cart, 303) : refuse(request, reply, changed.error);
    },
  );

  app.post(
    '/cart/entries/:entryId/remove',
    {
      schema: { tags, params: cartEntryParams, body: cartEntryRemoveBody },
      config: limit(CART_EDIT_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const removed = await removeEntry(cartContextOf(request), cartOwnerOf(request), request.params.entryId);
      return removed.ok ? reply.redirect(PUBLIC_PATHS.cart, 303) : refuse(request, reply, removed.error);
    },
  );
};

import type { Result } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Failure } from '../failure.js';
import { cartCrumb } from '../cart/index.js';
import { limit } from '../plugins/index.js';
import {
  addCoupon,
  addGiftCard,
  chooseShipping,
  removeCoupon,
  removeGiftCard,
  saveDetails,
} from './checkout-changes.js';
import { checkoutContextOf } from './checkout-context.js';
import { backToCheckout } from './checkout-notice.js';
import { targetOf } from './checkout-target.js';
import type { CheckoutView } from './checkout-view.js';
import { CHECKOUT_EDIT_LIMIT, GIFT_CARD_LIMIT } from './limits.js';
import { placeFromForm } from './place-from-form.js';
import { codeBody, detailsBody, giftCardParams, placeFormBody, shippingBody } from './schemas.js';

const hidden = { hide: true } as const;
const edit = { config: limit(CHECKOUT_EDIT_LIMIT), preHandler: cartCrumb };

/** Runs a change; validation errors and refusals come back to the page instead of an error page. */
async function step(
  request: FastifyRequest,
  reply: FastifyReply,
  cartToken: string | undefined,
  change: () => Promise<Result<CheckoutView, Failure>>,
): Promise<FastifyReply> {
  const changed = await change();
  return backToCheckout(request, reply, cartToken, changed.ok ? undefined : changed.error);
}

const removeCodeBody = codeBody;
const removeGiftCardBody = giftCardParams.extend({
  cartToken: codeBody.shape.cartToken,
  crumb: z.string().max(100).optional(),
});

/**
 * The checkout page's plain forms (no JavaScript): each posts, changes the checkout and answers
 * `303 See Other` back to the page, or to the confirmation once the order is placed.
 */
export const checkoutFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/checkout/details',
    { schema: { ...hidden, body: detailsBody }, ...edit },
    async (request, reply) => {
      const { cartToken, crumb: _crumb, ...details } = request.body;
      const ctx = await checkoutContextOf(request);
      return step(request, reply, cartToken, () => saveDetails(ctx, targetOf(request, cartToken), details));
    },
  );

  app.post(
    '/checkout/shipping-option',
    { schema: { ...hidden, body: shippingBody }, ...edit },
    async (request, reply) => {
      const { cartToken, optionId } = request.body;
      const ctx = await checkoutContextOf(request);
      return step(request, reply, cartToken, () =>
        chooseShipping(ctx, targetOf(request, cartToken), optionId),
      );
    },
  );

  app.post(
    '/checkout/coupons',
    { schema: { ...hidden, body: codeBody }, ...edit },
    async (request, reply) => {
      const { cartToken, code } = request.body;
      const ctx = await checkoutContextOf(request);
      return step(request, reply, cartToken, () => addCoupon(ctx, targetOf(request, cartToken), code));
    },
  );

  app.post(
    '/checkout/coupons/remove',
    { schema: { ...hidden, body: removeCodeBody }, ...edit },
    async (request, reply) => {
      const { cartToken, code } = request.body;
      const ctx = await checkoutContextOf(request);
      return step(request, reply, cartToken, () => removeCoupon(ctx, targetOf(request, cartToken), code));
    },
  );

  app.post(
    '/checkout/gift-cards',
    { schema: { ...hidden, body: codeBody }, config: limit(GIFT_CARD_LIMIT), preHandler: cartCrumb },
    async (request, reply) => {
      const { cartToken, code } = request.body;
      const ctx = await checkoutContextOf(request);
      return step(request, reply, cartToken, () => addGiftCard(ctx, targetOf(request, cartToken), code));
    },
  );

  app.post(
    '/checkout/gift-cards/remove',
    { schema: { ...hidden, body: removeGiftCardBody }, ...edit },
    async (request, reply) => {
      const { cartToken, giftCardId } = request.body;
      const ctx = await checkoutContextOf(request);
      return step(request, reply, cartToken, () =>
        removeGiftCard(ctx, targetOf(request, cartToken), giftCardId),
      );
    },
  );

  app.post(
    '/checkout/place',
    {
      schema: { ...hidden, body: placeFormBody },
      config: { ...limit(CHECKOUT_EDIT_LIMIT), acceptsCardData: true },
      preHandler: cartCrumb,
    },
    async (request, reply) => placeFromForm(request, reply, request.body),
  );
};

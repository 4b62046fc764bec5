import { PUBLIC_API_PATHS } from '@tessera/core';
import { idempotencyHeaders } from '@tessera/contract';
import { errorResponses } from '../plugins/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFailure } from '../failure.js';
import { cartCrumb } from '../cart/index.js';
import { AppError } from '../errors.js';
import { orderViewOf } from '../orders/index.js';
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
import { readCheckout } from './checkout-service.js';
import { baseUrlOf } from '../context.js';
import { prefillOf, targetOf } from './checkout-target.js';
import { placementHash } from './idempotency.js';
import { CHECKOUT_EDIT_LIMIT, CHECKOUT_READ_LIMIT, GIFT_CARD_LIMIT, ORDER_LIMIT } from './limits.js';
import { placeOrder } from './place-order.js';
import { startedPaymentResponse, startPaymentBody } from './payment-schemas.js';
import { startCheckoutPayment } from './start-payment.js';
import {
  checkoutReadResponse,
  checkoutResponse,
  codeBody,
  couponParams,
  detailsBody,
  giftCardParams,
  idempotencyKey,
  orderBody,
  placedResponse,
  removeBody,
  shippingBody,
  targetQuery,
} from './schemas.js';
import type { Result } from '@tessera/core';
import type { Failure } from '../failure.js';
import type { CheckoutView } from './checkout-view.js';

const tags = ['checkout'];
const BASE = PUBLIC_API_PATHS.checkout;
const edit = { config: limit(CHECKOUT_EDIT_LIMIT), preHandler: cartCrumb };

function answer(request: FastifyRequest, reply: FastifyReply, changed: Result<CheckoutView, Failure>) {
  return changed.ok ? { checkout: changed.value } : sendFailure(request, reply, changed.error);
}

function keyOf(request: FastifyRequest): string {
  const parsed = idempotencyKey.safeParse(request.headers['idempotency-key']);
  if (!parsed.success) throw new AppError('idempotency-key-missing');
  return parsed.data;
}

/** The checkout's JSON calls (the island's): read, change details, codes and shipping, place the order. */
export const checkoutApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  app.get(
    BASE,
    {
      schema: { tags, querystring: targetQuery, response: { 200: checkoutReadResponse } },
      config: limit(CHECKOUT_READ_LIMIT),
    },
    async (request) => ({
      checkout: await readCheckout(
        await checkoutContextOf(request),
        targetOf(request, request.query.cartToken),
        await prefillOf(request),
      ),
    }),
  );

  app.put(
    `${BASE}/details`,
    { schema: { tags, body: detailsBody, response: { 200: checkoutResponse } }, ...edit },
    async (request, reply) => {
      const { cartToken, crumb: _crumb, ...details } = request.body;
      return answer(
        request,
        reply,
        await saveDetails(await checkoutContextOf(request), targetOf(request, cartToken), details),
      );
    },
  );

  app.put(
    `${BASE}/shipping-option`,
    { schema: { tags, body: shippingBody, response: { 200: checkoutResponse } }, ...edit },
    async (request, reply) => {
      const target = targetOf(request, request.body.cartToken);
      return answer(
        request,
        reply,
        await chooseShipping(await checkoutContextOf(request), target, request.body.optionId),
      );
    },
  );

  app.post(
    `${BASE}/coupons`,
    { schema: { tags, body: codeBody, response: { 200: checkoutResponse } }, ...edit },
    async (request, reply) => {
      const target = targetOf(request, request.body.cartToken);
      return answer(
        request,
        reply,
        await addCoupon(await checkoutContextOf(request), target, request.body.code),
      );
    },
  );

  app.delete(
    `${BASE}/coupons/:code`,
    {
      schema: {
        tags,
        params: couponParams,
        querystring: targetQuery,
        body: removeBody,
        response: { 200: checkoutResponse },
      },
      ...edit,
    },
    async (request, reply) => {
      const target = targetOf(request, request.query.cartToken);
      return answer(
        request,
        reply,
        await removeCoupon(await checkoutContextOf(request), target, request.params.code),
      );
    },
  );

  app.post(
    `${BASE}/gift-cards`,
    {
      schema: { tags, body: codeBody, response: { 200: checkoutResponse } },
      config: limit(GIFT_CARD_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const target = targetOf(request, request.body.cartToken);
      return answer(
        request,
        reply,
        await addGiftCard(await checkoutContextOf(request), target, request.body.code),
      );
    },
  );

  app.delete(
    `${BASE}/gift-cards/:giftCardId`,
    {
      schema: {
        tags,
        params: giftCardParams,
        querystring: targetQuery,
        body: removeBody,
        response: { 200: checkoutResponse },
      },
      ...edit,
    },
    async (request, reply) => {
      const target = targetOf(request, request.query.cartToken);
      return answer(
        request,
        reply,
        await removeGiftCard(await checkoutContextOf(request), target, request.params.giftCardId),
      );
    },
  );

  app.post(
    `${BASE}/payments`,
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: startPaymentBody,
        response: { 200: startedPaymentResponse, ...errorResponses('idempotency-key-missing') },
      },
      config: limit(ORDER_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const target = targetOf(request, request.body.cartToken);
      const store = { title: request.website.title, baseUrl: baseUrlOf(request) };
      const started = await startCheckoutPayment(
        await checkoutContextOf(request),
        target,
        keyOf(request),
        store,
      );
      if (!started.ok) return sendFailure(request, reply, started.error);
      const { collection, ...rest } = started.value;
      return { ...rest, payment: collection };
    },
  );

  app.post(
    `${BASE}/orders`,
    {
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: orderBody,
        response: { 200: placedResponse, ...errorResponses('idempotency-key-missing') },
      },
      config: limit(ORDER_LIMIT),
      preHandler: cartCrumb,
    },
    async (request, reply) => {
      const target = targetOf(request, request.body.cartToken);
      const paymentToken = request.body.paymentToken ?? null;
      const placed = await placeOrder(await checkoutContextOf(request), {
        target,
        idempotencyKey: keyOf(request),
        requestHash: placementHash(target, paymentToken),
        paymentToken,
        store: { title: request.website.title, baseUrl: baseUrlOf(request) },
      });
      if (!placed.ok) return sendFailure(request, reply, placed.error);
      const { order, confirmationPath, replayed } = placed.value;
      return { order: orderViewOf(order), confirmationUrl: confirmationPath, replayed };
    },
  );
};

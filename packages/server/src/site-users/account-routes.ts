import { PUBLIC_PATHS } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartContextOf, cartOwnerOf, leaveCartNotice } from '../cart/index.js';
import { baseUrlOf, contextOf } from '../context.js';
import { AppError } from '../errors.js';
import { failureMessage, type Failure, type Outcome } from '../failure.js';
import { isFormPost, limit } from '../plugins/index.js';
import { reorder, type ReorderResult } from './account-orders.js';
import {
  addressBody,
  addressesResponse,
  addressParams,
  addressResponse,
  accountSubscription,
  orderParams,
  reorderResponse,
  subscriptionLineBody,
  subscriptionParams,
  tokenBody,
} from './account-schemas.js';
import { changeSubscriptionLine } from './account-subscription-line.js';
import { manageSubscription, SUBSCRIPTION_ACTIONS, type SubscriptionSite } from './account-subscriptions.js';
import { addAddress, chooseDefaultAddress, editAddress, listAddresses, removeAddress } from './addresses.js';
import { requireSiteUserXsrf, signedInUser } from './guards.js';
import { ACCOUNT_API } from './routes.js';

export const ADDRESSES_API = `${ACCOUNT_API}/addresses`;
export const ORDERS_API = `${ACCOUNT_API}/orders`;
export const SUBSCRIPTIONS_API = `${ACCOUNT_API}/subscriptions`;
const ADDRESSES_PAGE = '/account/addresses';

/** Field names as the address form labels them, for a plain form's notice. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  line1: 'Address line 1',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
};

function formNotice(failed: Failure): string {
  const [field, message] = Object.entries(failed.fields ?? {})[0] ?? [];
  if (field && message) return `${FIELD_LABELS[field] ?? field}: ${message}`;
  return failureMessage(failed);
}

/** JSON callers get the value (or the catalogue's error); plain forms go back to the addresses page. */
function answer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Outcome<T>,
  done: string,
  retry: Record<string, string> = {},
): T | FastifyReply {
  reply.header('cache-control', 'no-store');
  if (isFormPost(request)) {
    const params: Record<string, string> = outcome.ok
      ? { [done]: '1' }
      : { ...retry, error: formNotice(outcome.error) };
    const hash = outcome.ok ? '' : '#address-form';
    return reply.redirect(`${ADDRESSES_PAGE}?${new URLSearchParams(params).toString()}${hash}`, 303);
  }
  if (!outcome.ok) throw AppError.of(outcome.error);
  return outcome.value;
}

/** The cart page's notice after a plain re-order form: what went in, and what did not and why. */
function reorderNotice(result: ReorderResult): string {
  const parts: string[] = [];
  if (result.added.length > 0) {
    parts.push(
      `Added to your cart: ${result.added.map((a) => `${a.productName} × ${a.quantity}`).join(', ')}.`,
    );
  }
  for (const line of result.notAdded) parts.push(`Not added: ${line.productName} (${line.reason})`);
  return parts.join(' ');
}

export function subscriptionSiteOf(request: FastifyRequest): SubscriptionSite {
  return { title: request.website.title, baseUrl: baseUrlOf(request), locale: request.website.locale };
}

/** JSON callers get the subscription (or the catalogue's error); plain forms go back to the subscriptions page. */
export function subscriptionAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Outcome<T>,
  action: string,
): T | FastifyReply {
  reply.header('cache-control', 'no-store');
  if (isFormPost(request)) {
    const params: Record<string, string> = outcome.ok
      ? { subscriptionChanged: action }
      : { error: failureMessage(outcome.error) };
    return reply.redirect(`/account/subscriptions?${new URLSearchParams(params).toString()}`, 303);
  }
  if (!outcome.ok) throw AppError.of(outcome.error);
  return outcome.value;
}

/** The guards of every account write: a limit per network address and the session's XSRF token. */
export const WRITES = {
  config: limit({ max: 60, timeWindow: '1 minute' }),
  preHandler: requireSiteUserXsrf,
};

/**
 * The signed-in shopper's addresses and re-order (issue 14). Every call finds the object among the
 * user's own only: another account's id is 404 and nothing changes.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADDRESSES_API,
    { schema: { tags: ['site-users'], response: { 200: addressesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { addresses: await listAddresses(contextOf(request), signedInUser(request)) };
    },
  );

  app.post(
    ADDRESSES_API,
    { schema: { tags: ['site-users'], body: addressBody, response: { 201: addressResponse } }, ...WRITES },
    async (request, reply) => {
      const { isDefault, xsrfToken: _token, ...address } = request.body;
      const outcome = await addAddress(contextOf(request), signedInUser(request), address, isDefault);
      if (outcome.ok && !isFormPost(request)) return reply.code(201).send(outcome.value);
      return answer(request, reply, outcome, 'addressSaved');
    },
  );

  app.post(
    `${ADDRESSES_API}/:addressId`,
    { schema: { tags: ['site-users'], params: addressParams, body: addressBody }, ...WRITES },
    async (request, reply) => {
      const { isDefault, xsrfToken: _token, ...address } = request.body;
      const { addressId } = request.params;
      const outcome = await editAddress(
        contextOf(request),
        signedInUser(request),
        addressId,
        address,
        isDefault,
      );
      const value = answer(request, reply, outcome, 'addressSaved', { edit: addressId });
      return value === null ? reply.code(204).send() : value;
    },
  );

  app.post(
    `${ADDRESSES_API}/:addressId/delete`,
    { schema: { tags: ['site-users'], params: addressParams, body: tokenBody }, ...WRITES },
    async (request, reply) => {
      const outcome = await removeAddress(
        contextOf(request),
        signedInUser(request),
        request.params.addressId,
      );
      const value = answer(request, reply, outcome, 'addressDeleted');
      return value === null ? reply.code(204).send() : value;
    },
  );

  app.post(
    `${ADDRESSES_API}/:addressId/default`,
    { schema: { tags: ['site-users'], params: addressParams, body: tokenBody }, ...WRITES },
    async (request, reply) => {
      const outcome = await chooseDefaultAddress(
        contextOf(request),
        signedInUser(request),
        request.params.addressId,
      );
      const value = answer(request, reply, outcome, 'addressSaved');
      return value === null ? reply.code(204).send() : value;
    },
  );

  app.post(
    `${SUBSCRIPTIONS_API}/:subscriptionId/change`,
    {
      schema: {
        tags: ['site-users'],
        params: subscriptionParams,
        body: subscriptionLineBody,
        response: { 200: accountSubscription },
      },
      ...WRITES,
    },
    async (request, reply) => {
      const { sku, quantity } = request.body;
      const outcome = await changeSubscriptionLine(
        contextOf(request),
        signedInUser(request),
        request.params.subscriptionId,
        { sku, quantity },
        subscriptionSiteOf(request),
      );
      return subscriptionAnswer(request, reply, outcome, 'change');
    },
  );

  for (const action of SUBSCRIPTION_ACTIONS) {
    app.post(
      `${SUBSCRIPTIONS_API}/:subscriptionId/${action}`,
      {
        schema: {
          tags: ['site-users'],
          params: subscriptionParams,
          body: tokenBody,
          response: { 200: accountSubscription },
        },
        ...WRITES,
      },
      async (request, reply) => {
        const outcome = await manageSubscription(
          contextOf(request),
          signedInUser(request),
          request.params.subscriptionId,
          action,
          subscriptionSiteOf(request),
        );
        return subscriptionAnswer(request, reply, outcome, action);
      },
    );
  }

  app.post(
    `${ORDERS_API}/:orderId/reorder`,
    {
      schema: {
        tags: ['site-users'],
        params: orderParams,
        body: tokenBody,
        response: { 200: reorderResponse },
      },
      ...WRITES,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await reorder(
        cartContextOf(request),
        user,
        cartOwnerOf(request),
        request.params.orderId,
      );
      reply.header('cache-control', 'no-store');
      if (!outcome.ok) throw AppError.of(outcome.error);
      if (isFormPost(request)) {
        leaveCartNotice(request, reply, PUBLIC_PATHS.cart, reorderNotice(outcome.value));
        return reply.redirect(PUBLIC_PATHS.cart, 303);
      }
      return outcome.value;
    },
  );
};

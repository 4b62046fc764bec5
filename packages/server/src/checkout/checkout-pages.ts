import { randomUUID } from 'node:crypto';
import { PAGE_TYPES, type PageType, PUBLIC_API_PATHS, PUBLIC_PATHS } from '@tessera/core';
import type { OrderWithItems } from '@tessera/db';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cartCrumb } from '../cart/index.js';
import { unwrap } from '../failure.js';
import { isDonationOrder } from '../donations/index.js';
import { orderStatusPath, orderViewOf } from '../orders/index.js';
import { orderByToken, orderPageContext } from './order-page.js';
import { ensureCrumb } from '../plugins/index.js';
import { registerPageContext, type PageContextContribution } from '../render/index.js';
import type { PageService } from '../render/index.js';
import { cancelOrderSubscription } from './cancel-subscription.js';
import { checkoutContextOf } from './checkout-context.js';
import { takeCheckoutNotice, type CheckoutNotice } from './checkout-notice.js';
import { readCheckout } from './checkout-service.js';
import { prefillOf, targetOf } from './checkout-target.js';
import { TEST_CARD_TOKENS_PATH } from '../payments/index.js';
import { addressHelpOf } from '../places/index.js';
import { cartToken as cartTokenSchema } from './schemas.js';

/** What a page route worked out before rendering, for its context loader. */
interface PageState {
  crumb: string;
  notice: CheckoutNotice | null;
  cartToken?: string | undefined;
  order?: OrderWithItems;
  token?: string;
}

const states = new WeakMap<FastifyRequest, PageState>();

/** Where the checkout's forms and calls go (the island and the plain forms read these). */
export const CHECKOUT_ACTIONS = Object.freeze({
  details: '/checkout/details',
  shippingOption: '/checkout/shipping-option',
  coupons: '/checkout/coupons',
  removeCoupon: '/checkout/coupons/remove',
  giftCards: '/checkout/gift-cards',
  removeGiftCard: '/checkout/gift-cards/remove',
  place: '/checkout/place',
  api: PUBLIC_API_PATHS.checkout,
  cardTokens: TEST_CARD_TOKENS_PATH,
});

async function checkoutContext(request: FastifyRequest) {
  const state = states.get(request);
  if (!state) return undefined;
  const view = await readCheckout(
    await checkoutContextOf(request),
    targetOf(request, state.cartToken),
    await prefillOf(request),
  );
  return {
    view,
    crumb: state.crumb,
    // A fresh key per rendered form: a double click or a resubmission of this form is one order.
    idempotencyKey: randomUUID(),
    notice: state.notice,
    actions: CHECKOUT_ACTIONS,
    addressHelp: await addressHelpOf(
      request,
      view?.shippingAddress?.country || view?.location?.country || '',
    ),
  };
}

async function orderContext(request: FastifyRequest) {
  const state = states.get(request);
  if (!state?.order || !state.token) return undefined;
  const ctx = await checkoutContextOf(request);
  return orderPageContext(ctx.db, ctx.websiteId, state.order, {
    token: state.token,
    locale: ctx.locale,
    crumb: state.crumb,
  });
}

const ORDER_PAGES: readonly PageType[] = [
  PAGE_TYPES.ORDER_CONFIRMED,
  PAGE_TYPES.CONTRIBUTION_CONFIRMED,
  PAGE_TYPES.SUBSCRIPTION_CONFIRMED,
  PAGE_TYPES.ORDER_RECEIVED,
  PAGE_TYPES.ORDER_STATUS,
];

/** What the contribution-confirmed page (204) thanks the donor for. */
async function contributionContext(request: FastifyRequest) {
  const order = states.get(request)?.order;
  if (!order) return undefined;
  return { amount: orderViewOf(order).grandTotal, frequency: order.subscription_id ? 'monthly' : 'one-off' };
}

/**
 * The checkout's template context: `checkout` on page 201, `order` on the order pages, and
 * `contribution` on the contribution-confirmed page.
 */
export const CHECKOUT_PAGE_CONTEXTS: readonly PageContextContribution[] = [
  registerPageContext(PAGE_TYPES.CHECKOUT, 'checkout', ({ request }) => checkoutContext(request), {
    varies: ['uncached-page'],
  }),
  ...ORDER_PAGES.map((type) =>
    registerPageContext(type, 'order', ({ request }) => orderContext(request), { varies: ['uncached-page'] }),
  ),
  registerPageContext(
    PAGE_TYPES.CONTRIBUTION_CONFIRMED,
    'contribution',
    ({ request }) => contributionContext(request),
    { varies: ['uncached-page'] },
  ),
];

export interface CheckoutPageOptions {
  pages: PageService;
}

const PAGE = { schema: { hide: true } } as const;

function showCheckout(pages: PageService, request: FastifyRequest, reply: FastifyReply, cartToken?: string) {
  states.set(request, {
    crumb: ensureCrumb(request, reply),
    notice: takeCheckoutNotice(request, reply),
    cartToken,
  });
  return pages.show(request, reply, { kind: 'area', pageType: PAGE_TYPES.CHECKOUT });
}

async function showOrder(
  pages: PageService,
  request: FastifyRequest,
  reply: FastifyReply,
  pageType: PageType,
) {
  const token = (request.params as { token: string }).token;
  const order = await orderByToken(request.server.database.db, request.website.id, token);
  if (!order) return pages.show(request, reply, { kind: 'not-found' });
  states.set(request, { crumb: ensureCrumb(request, reply), notice: null, order, token });
  // A donation's order thanks the donor on the contribution-confirmed page instead.
  const thanks =
    pageType !== PAGE_TYPES.ORDER_STATUS &&
    (await isDonationOrder(request.server.database.db, request.website.id, order));
  return pages.show(request, reply, {
    kind: 'area',
    pageType: thanks ? PAGE_TYPES.CONTRIBUTION_CONFIRMED : pageType,
  });
}

/**
 * The checkout's pages through the theme (docs/template-context.md): checkout (201) for the cart
 * and for a subscription cart, the confirmations (202, 206, 207; 204 when the order is a donation)
 * and the order status page (211)
 * opened by an unguessable link, where a subscription can be cancelled. Never cached.
 */
export const checkoutPageRoutes: FastifyPluginAsync<CheckoutPageOptions> = async (app, { pages }) => {
  app.get(PUBLIC_PATHS.checkout, PAGE, (request, reply) => showCheckout(pages, request, reply));
  app.get(PUBLIC_PATHS.subscriptionCheckout, PAGE, (request, reply) => {
    const token = cartTokenSchema.safeParse((request.query as { cartToken?: unknown }).cartToken);
    if (!token.success) return pages.show(request, reply, { kind: 'not-found' });
    return showCheckout(pages, request, reply, token.data);
  });
  const orderPages: [string, PageType][] = [
    ['/checkout/order-confirmed/:token', PAGE_TYPES.ORDER_CONFIRMED],
    ['/checkout/order-received/:token', PAGE_TYPES.ORDER_RECEIVED],
    ['/checkout/subscription-confirmed/:token', PAGE_TYPES.SUBSCRIPTION_CONFIRMED],
    ['/orders/status/:token', PAGE_TYPES.ORDER_STATUS],
  ];
  for (const [path, type] of orderPages)
    app.get(path, PAGE, (request, reply) => showOrder(pages, request, reply, type));

  app.post(
    '/orders/status/:token/cancel-subscription',
    { ...PAGE, preHandler: cartCrumb },
    async (request, reply) => {
      const token = (request.params as { token: string }).token;
      unwrap(await cancelOrderSubscription(request.server.database.db, request.website.id, token));
      return reply.redirect(orderStatusPath(token), 303);
    },
  );
};

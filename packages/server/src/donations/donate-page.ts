import {
  chooseDonation,
  donationView,
  PAGE_TYPES,
  PUBLIC_PATHS,
  subscriptionCheckoutPath,
  type ChosenDonation,
  type DonationView,
} from '@tessera/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addCartEntry,
  CART_ADD_LIMIT,
  cartContextOf,
  cartCrumb,
  cartOwnerOf,
  setCartCookies,
  startSubscription,
  type CartContext,
} from '../cart/index.js';
import { ensureCrumb, limit } from '../plugins/index.js';
import type { PageService } from '../render/index.js';
import { donationProducts, donationVariant } from './donation-products.js';
import { readDonationSettings, type DonationSettingsView } from './service.js';

/** Where the donate page (203) is and where its form posts. */
export const DONATE_PATH = PUBLIC_PATHS.donate;

/** The `donate` key of page type 203's context (docs/template-context.md). */
export interface DonatePageContext extends DonationView {
  formAction: string;
  crumb: string;
  /** Why the last post was refused, with what the donor had chosen; null on a fresh page. */
  error: string | null;
  chosen: { amount: string; customAmount: string; frequency: string };
}

const donateBody = z.object({
  crumb: z.string().max(100).optional(),
  amount: z.string().max(20).optional(),
  customAmount: z.string().max(40).optional(),
  frequency: z.string().max(20).optional(),
});
type DonateBody = z.infer<typeof donateBody>;

/** The donate page's context from the owner's set-up. */
export function donateContextOf(
  settings: DonationSettingsView,
  ctx: CartContext,
  crumb: string,
  refused?: { error: string; body: DonateBody },
): DonatePageContext {
  const view = donationView(settings, ctx.currency, ctx.locale);
  const frequency = refused?.body.frequency;
  return {
    ...view,
    // The donor's own choice stays chosen when the page comes back with a refusal.
    frequencyOptions: view.frequencyOptions.map((option) => ({
      ...option,
      checked: view.frequencies.some((f) => f === frequency) ? option.value === frequency : option.checked,
    })),
    formAction: DONATE_PATH,
    crumb,
    error: refused?.error ?? null,
    chosen: {
      amount: refused?.body.amount ?? '',
      customAmount: refused?.body.customAmount ?? '',
      frequency: refused?.body.frequency ?? settings.frequencies[0] ?? 'one-off',
    },
  };
}

/**
 * Puts the donation through the store's own checkout: a one-off gift is a line of the visitor's
 * cart (a service, so nothing ships), a monthly one a subscription cart. Answers where to go next.
 */
async function checkoutOf(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: CartContext,
  chosen: ChosenDonation,
): Promise<string | undefined> {
  const ids = await donationProducts(ctx.db, ctx.websiteId);
  const monthly = chosen.frequency === 'monthly';
  const itemId = monthly ? ids.monthlyItemId : ids.oneOffItemId;
  const sku = await donationVariant(
    ctx.db,
    ctx.websiteId,
    itemId,
    chosen.frequency,
    chosen.amount,
    ctx.currency,
  );
  if (monthly) {
    const started = await startSubscription(ctx, { itemId, sku, qty: 1, additionalFields: null });
    return started.ok ? subscriptionCheckoutPath(started.value.cartToken) : undefined;
  }
  const added = await addCartEntry(ctx, cartOwnerOf(request), {
    itemId,
    sku,
    quantity: 1,
    additionalFields: null,
  });
  if (!added.ok) return undefined;
  if (added.value.token) setCartCookies(request, reply, added.value.token);
  return PUBLIC_PATHS.checkout;
}

/**
 * The donate page (page type 203) at /donate, shown while the owner's donations are on, and its
 * plain form: a refused amount comes back as the page with the reason (400), a good one goes on
 * to the checkout (303).
 */
export const donatePageRoutes: FastifyPluginAsync<{ pages: PageService }> = async (app, { pages }) => {
  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    settings: DonationSettingsView,
    refused?: { error: string; body: DonateBody },
  ) => {
    const donate = donateContextOf(settings, cartContextOf(request), ensureCrumb(request, reply), refused);
    return pages.show(
      request,
      reply,
      { kind: 'area', pageType: PAGE_TYPES.DONATE, data: { donate } },
      refused ? { status: 400 } : {},
    );
  };

  app.get(DONATE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const settings = await readDonationSettings(cartContextOf(request));
    if (!settings.enabled) return pages.show(request, reply, { kind: 'not-found' });
    return show(request, reply, settings);
  });

  app.post(
    DONATE_PATH,
    { schema: { hide: true, body: donateBody }, config: limit(CART_ADD_LIMIT), preHandler: cartCrumb },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = cartContextOf(request);
      const settings = await readDonationSettings(ctx);
      if (!settings.enabled) return pages.show(request, reply, { kind: 'not-found' });
      const body = request.body as DonateBody; // checked by the route's schema
      const chosen = chooseDonation(settings, body, ctx.currency);
      if (!chosen.ok) return show(request, reply, settings, { error: chosen.error, body });
      const next = await checkoutOf(request, reply, ctx, chosen.value);
      if (!next)
        return show(request, reply, settings, {
          error: 'Sorry, we could not take this donation. Please try again.',
          body,
        });
      return reply.redirect(next, 303);
    },
  );
};

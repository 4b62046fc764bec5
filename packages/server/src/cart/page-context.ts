import {
  cartIndicatorLabel,
  cartQuantityText,
  type CurrencyCode,
  formatMoney,
  type InstalmentContext,
  meetsMinimumSubtotal,
  minimumSubtotalMessage,
  money,
  PAGE_TYPES,
  PRODUCT_TYPES,
  PUBLIC_API_PATHS,
} from '@tessera/core';
import { instalmentPreferences } from '@tessera/contract';
import { getCommercePreferences, type Executor } from '@tessera/db';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  hasOnlyKeys,
  registerPageContext,
  type ContextPrivacy,
  type PageContextContribution,
} from '../render/index.js';
import { cartContextOf } from './cart-context.js';
import { CART_TOKEN_COOKIE, cartOwnerOf } from './cart-owner.js';
import { CART_NOTICE_COOKIE, readCartNotice } from './form-replies.js';
import { cartSummary, readCart } from './read-cart.js';
import type { ShoppingCartDto } from './cart-view.js';

/** Commerce preferences the cart reads: namespace 'cart' and namespace 'instalments' (contract). */
const cartPreferences = z.object({ minimumSubtotalCents: z.number().int().positive().optional() });

export const INSTALMENT_INFO_PATH = PUBLIC_API_PATHS.instalmentInfo;

/** The cart indicator and pill on every page (storefront CartIndicator and CartPill props). */
export interface CartSummaryContext {
  totalQuantity: number;
  subtotalCents: number;
  subtotalText: string;
  /** '100+' above 100. */
  quantityText: string;
  /** 'One item in cart', '{n} items in cart', … */
  label: string;
  currency: CurrencyCode;
}

/** Page-context data for every page: a cookie-less visitor costs no query at all. */
export async function cartSummaryContext(request: FastifyRequest): Promise<CartSummaryContext> {
  const ctx = cartContextOf(request);
  const { totalQuantity, subtotalCents } = await cartSummary(ctx, cartOwnerOf(request));
  return {
    totalQuantity,
    subtotalCents,
    subtotalText: formatMoney(money(subtotalCents, ctx.currency), { locale: ctx.locale }),
    quantityText: cartQuantityText(totalQuantity),
    label: cartIndicatorLabel(totalQuantity),
    currency: ctx.currency,
  };
}

/** The cart page's texts and settings (`cartSettings` in the template context). */
export interface CartSettingsContext {
  minimumSubtotalCents: number | null;
  /** 'To check out, your order subtotal must be {subtotal} or more.' while the cart is below it. */
  minimumSubtotalMessage: string | null;
}

async function preference<T>(db: Executor, websiteId: string, namespace: string, schema: z.ZodType<T>) {
  const parsed = schema.safeParse(await getCommercePreferences(db, websiteId, namespace));
  return parsed.success ? parsed.data : undefined;
}

/** The visitor's whole cart for /cart (page type cart v2, 205): the CartPage island's `cart`. */
export async function cartPageCart(request: FastifyRequest): Promise<ShoppingCartDto> {
  return (await readCart(cartContextOf(request), cartOwnerOf(request))).shoppingCart;
}

/** The minimum order rule of commerce preferences namespace 'cart' (`{ minimumSubtotalCents }`). */
export async function cartSettingsContext(request: FastifyRequest): Promise<CartSettingsContext> {
  const ctx = cartContextOf(request);
  const rule = await preference(ctx.db, ctx.websiteId, 'cart', cartPreferences);
  if (!rule?.minimumSubtotalCents) return { minimumSubtotalCents: null, minimumSubtotalMessage: null };
  const minimum = money(rule.minimumSubtotalCents, ctx.currency);
  const { subtotalCents } = await cartSummary(ctx, cartOwnerOf(request));
  const below = !meetsMinimumSubtotal(money(subtotalCents, ctx.currency), minimum);
  return {
    minimumSubtotalCents: minimum.amount,
    minimumSubtotalMessage: below
      ? minimumSubtotalMessage(formatMoney(minimum, { locale: ctx.locale }))
      : null,
  };
}

/**
 * The instalment context of commerce preferences namespace 'instalments'
 * (`{ afterPayAvailable, afterPayMinCents, afterPayMaxCents }`), with the shop's country and the
 * site's language; undefined when the store offers no instalments.
 */
export async function instalmentsContext(
  request: FastifyRequest,
): Promise<{ context: InstalmentContext; infoUrl: string } | undefined> {
  const ctx = cartContextOf(request);
  const offers = await preference(ctx.db, ctx.websiteId, 'instalments', instalmentPreferences);
  if (!offers?.afterPayAvailable) return undefined;
  return {
    context: {
      afterPayAvailable: true,
      afterPayMin: money(offers.afterPayMinCents, ctx.currency),
      afterPayMax: money(offers.afterPayMaxCents, ctx.currency),
      shopperLanguage: ctx.locale,
      stripeAccountCountry: request.website.store_country,
    },
    infoUrl: INSTALMENT_INFO_PATH,
  };
}

/** Whether the page's item is a physical product, the only kind with an instalment pill. */
function isPhysicalProductPage(context: Readonly<Record<string, unknown>>): boolean {
  const item = context['item'] as { structuredContent?: { productType?: unknown } } | undefined;
  return item?.structuredContent?.productType === PRODUCT_TYPES.PHYSICAL;
}

const CART_SUMMARY_KEYS = [
  'totalQuantity',
  'subtotalCents',
  'subtotalText',
  'quantityText',
  'label',
  'currency',
];

/** The summary of an empty cart reads the same for everyone; a filled one is the visitor's. */
function summaryPrivacy(value: unknown): ContextPrivacy {
  return hasOnlyKeys(value, CART_SUMMARY_KEYS) && value['totalQuantity'] === 0 && value['subtotalCents'] === 0
    ? 'shared'
    : 'visitor';
}

/** The store's instalment offer is the same for every visitor. */
function instalmentsPrivacy(value: unknown): ContextPrivacy {
  return hasOnlyKeys(value, ['context', 'infoUrl']) ? 'shared' : 'visitor';
}

/**
 * The cart's contributions to the template context (page-contexts.ts): the summary on every
 * page but /cart, which gets the whole cart, its settings and the instalment context; the
 * instalment context on physical products' pages (their instalment pill); and the notice of a
 * refused plain-form change on the page it went back to.
 */
export const CART_PAGE_CONTEXTS: readonly PageContextContribution[] = [
  // The summary reads the cart token cookie (no cookie: an empty cart, the same for everyone).
  registerPageContext(
    '*',
    'cart',
    async ({ request, pageType }) =>
      pageType === PAGE_TYPES.CART_V2 ? undefined : cartSummaryContext(request),
    { varies: [`cookie:${CART_TOKEN_COOKIE}`], privacy: summaryPrivacy },
  ),
  // The cart page's whole cart, its minimum-order rule and instalments (the visitor's own).
  registerPageContext(PAGE_TYPES.CART_V2, 'cart', async ({ request }) => cartPageCart(request), {
    varies: ['uncached-page'],
  }),
  registerPageContext(
    PAGE_TYPES.CART_V2,
    'cartSettings',
    async ({ request }) => cartSettingsContext(request),
    {
      varies: ['uncached-page'],
    },
  ),
  registerPageContext(PAGE_TYPES.CART_V2, 'instalments', async ({ request }) => instalmentsContext(request), {
    varies: ['uncached-page'],
    privacy: instalmentsPrivacy,
  }),
  // A product page's instalment offer: the store's preferences and country only.
  registerPageContext(
    PAGE_TYPES.CONTENT_ITEM,
    'instalments',
    async ({ request, context }) =>
      isPhysicalProductPage(context) ? instalmentsContext(request) : undefined,
    { varies: ['none'], privacy: instalmentsPrivacy },
  ),
  // A refused plain-form cart change, told once through its own cookie.
  registerPageContext('*', 'cartNotice', async ({ request }) => readCartNotice(request) ?? undefined, {
    varies: [`cookie:${CART_NOTICE_COOKIE}`],
    privacy: () => 'flash',
  }),
];

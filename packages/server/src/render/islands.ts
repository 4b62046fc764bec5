import {
  quickViewLabel,
  showsInstalmentsForProduct,
  type CurrencyCode,
  type InstalmentContext,
} from '@tessera/core';
import {
  isIslandName,
  islandAssets,
  renderIsland,
  type IslandName,
  type IslandPropsMap,
  type ViteManifest,
} from '@tessera/storefront/ssr';
import {
  builtinFormatters,
  isObject,
  type Formatter,
  type FormatterTable,
  type PluginContext,
  type Variable,
} from '@tessera/template';
import { LRUCache } from 'lru-cache';
import { formFormatters } from './forms/form-formatters.js';
import { checkoutIslandHtml } from './checkout-island.js';
import { subscriptionCardIslandHtml } from './subscription-card-island.js';
import { escapeHtml } from '../html.js';
import {
  addToCartProps,
  labelsOf,
  productContentOf,
  productListButtonProps,
  type PageInputs,
} from './island-props.js';
import { currentRenderScope } from './render-scope.js';
import { timed } from './render-timing.js';

/** Server HTML of islands by name and props: rendering React costs far more than a lookup. */
const rendered = new LRUCache<string, string>({ max: 2000 });

function island<N extends IslandName>(name: N, props: IslandPropsMap[N], tag?: 'span'): string {
  const key = `${name}\u0000${tag ?? ''}\u0000${JSON.stringify(props)}`;
  let html = rendered.get(key);
  if (html === undefined) {
    html = renderIsland(name, props, tag ? { tag } : {});
    rendered.set(key, html);
  }
  currentRenderScope()?.islands.add(name);
  return html;
}

function pageInputs(ctx: PluginContext): PageInputs {
  return {
    localizedStrings: ctx.resolve('localizedStrings'),
    storeSettings: ctx.resolve('websiteSettings.storeSettings'),
    merchandising: ctx.resolve('productMerchandisingContext'),
  };
}

function node(vars: Variable[]): Record<string, unknown> | undefined {
  const value = vars[0]?.value;
  return value !== undefined && isObject(value) ? (value as Record<string, unknown>) : undefined;
}

/** A formatter that renders an island, or falls back to the engine's own markup when islands are off. */
function islandFormatter(
  name: string,
  renderIt: (args: readonly string[], vars: Variable[], ctx: PluginContext) => string,
): Formatter {
  const builtin = builtinFormatters[name];
  return {
    apply(args, vars, ctx) {
      const scope = currentRenderScope();
      if (!scope?.islandsEnabled) {
        if (builtin) builtin.apply(args, vars, ctx);
        else if (vars[0]) vars[0].value = '';
        return;
      }
      if (vars[0]) vars[0].value = timed('island SSR', () => renderIt(args, vars, ctx));
    },
  };
}

/**
 * add-to-cart-btn, product-checkout, variants-select and quantity-input all become the one
 * add-to-cart island (a single form holding variants, quantity and button); the first of them for
 * a product renders it and the others print nothing, so a theme may use any of them.
 */
const addToCart = (args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const item = node(vars);
  const id = typeof item?.['id'] === 'string' ? item['id'] : undefined;
  const scope = currentRenderScope();
  if (!item || !id || !scope || scope.addToCartItems.has(id)) return '';
  const props = addToCartProps(item, pageInputs(ctx), {
    radio: args.includes('radio'),
    express: args.includes('express'),
  });
  if (!props) return '';
  scope.addToCartItems.add(id);
  return island('add-to-cart', props);
};

const productListButton = (_args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const item = node(vars);
  const props = item && productListButtonProps(item, pageInputs(ctx));
  return props ? island('product-list-button', props) : '';
};

/** `product-quick-view`: a product card's Quick View (a link to the product until hydrated). */
const quickView = (_args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const item = node(vars);
  const [id, url] = [item?.['id'], item?.['fullUrl']];
  if (!item || typeof id !== 'string' || typeof url !== 'string' || !productContentOf(item)) return '';
  const label = quickViewLabel(labelsOf(ctx.resolve('localizedStrings')));
  return island('quick-view', { itemId: id, productName: String(item['title'] ?? ''), url, label });
};

/** The site's currency; a missing value resolves to the engine's marker, not a string. */
function currencyOf(ctx: PluginContext): CurrencyCode {
  const currency = ctx.resolve('website.currency');
  return (typeof currency === 'string' && currency !== '' ? currency : 'USD') as CurrencyCode;
}

function quantityOf(ctx: PluginContext): number {
  const quantity = ctx.resolve('cart.totalQuantity');
  return typeof quantity === 'number' && quantity >= 0 ? quantity : 0;
}

const cartPill = (_args: readonly string[], _vars: Variable[], ctx: PluginContext): string =>
  island('cart-pill', {
    totalQuantity: quantityOf(ctx),
    theme: ctx.resolve('websiteSettings.storeSettings.cartPillTheme') === 'dark' ? 'dark' : 'light',
  });

const cartIndicator = (args: readonly string[], _vars: Variable[], ctx: PluginContext): string =>
  island('cart-indicator', {
    totalQuantity: quantityOf(ctx),
    subtotalText: '',
    currency: currencyOf(ctx),
    locale: ctx.locale ?? 'en-US',
    showQuantity: !args.includes('no-quantity'),
    showSubtotal: args.includes('subtotal'),
  });

/** Needs `instalments.context` in the page context (contributed by the payments area). */
const instalmentPill = (_args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const item = node(vars);
  const product = item && productContentOf(item);
  const context = ctx.resolve('instalments.context') as unknown as InstalmentContext | undefined;
  const variant = product?.variants?.[0];
  if (!product || !variant || !isObject((context ?? null) as never)) return '';
  if (!showsInstalmentsForProduct(product.productType, context)) return '';
  const price = variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney;
  return island('instalment-pill', {
    productType: product.productType,
    priceCents: Number(price.value),
    currency: price.currency as CurrencyCode,
    locale: ctx.locale ?? 'en-US',
    context: context as InstalmentContext,
  });
};

/** The instalment context the cart area puts in the page context, if any (`instalments`). */
function instalmentsOf(ctx: PluginContext): IslandPropsMap['cart-page']['instalments'] {
  const value = ctx.resolve('instalments') as unknown;
  if (!isObject((value ?? null) as never)) return null;
  const { context, infoUrl } = value as { context?: unknown; infoUrl?: unknown };
  if (!isObject((context ?? null) as never)) return null;
  return {
    context: context as InstalmentContext,
    ...(typeof infoUrl === 'string' && { infoUrl }),
  };
}

/** `{cart|cart-page}`: the cart page island, once the cart area puts a cart (with `entries`) in the context. */
const cartPage = (_args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const cart = node(vars);
  if (!cart || !Array.isArray(cart['entries'])) return '';
  const minimum = ctx.resolve('cartSettings.minimumSubtotalCents');
  return island('cart-page', {
    cart: cart as unknown as IslandPropsMap['cart-page']['cart'],
    currency: currencyOf(ctx),
    locale: ctx.locale ?? 'en-US',
    crumb: '',
    minimumSubtotalCents: typeof minimum === 'number' ? minimum : null,
    instalments: instalmentsOf(ctx),
  });
};

/**
 * `{@|password-meter account-password account-name account-email}`: the strength meter under the
 * password input with the first id, counting the other inputs' values (name, address) as guessable.
 */
const passwordMeter = (args: readonly string[]): string => {
  const [inputId, ...personalInputIds] = args;
  if (!inputId) return '';
  return island('password-meter', { inputId, personalInputIds });
};

/** `{@|like-button}`: an item's like with its count, when the site lets visitors like (else nothing). */
const likeButton = (_args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const item = node(vars);
  const id = item?.['id'];
  if (typeof id !== 'string' || ctx.resolve('websiteSettings.simpleLikingEnabled') !== true) return '';
  const count = Number(item?.['likeCount']);
  const likeCount = Number.isFinite(count) && count > 0 ? Math.trunc(count) : 0;
  return island('like-button', { itemId: id, likeCount }, 'span');
};

/**
 * `{@|comments}`: the item's comments container holding the comments island, its approved
 * comments and form rendered on the server. Without our comments on the page (`itemComments`:
 * off site-wide, or Disqus's shortname set) the engine's container, which switches to Disqus.
 */
const comments = (args: readonly string[], vars: Variable[], ctx: PluginContext): string => {
  const data = ctx.resolve('itemComments');
  const item = ctx.resolve('item');
  const id = isObject(item) ? item['id'] : undefined;
  if (!isObject(data) || typeof id !== 'string' || !Array.isArray(data['comments'])) {
    builtinFormatters['comments']?.apply(args, vars, ctx);
    return String(vars[0]?.value ?? '');
  }
  const list = data['comments'] as unknown as IslandPropsMap['comments']['comments'];
  const count = Number(data['count']);
  const total = Number.isInteger(count) && count >= 0 ? count : list.length;
  const next = Number(data['nextPage']);
  const props = {
    itemId: id,
    comments: list,
    count: total,
    nextPage: Number.isInteger(next) && next > 1 ? next : null,
    open: data['open'] === true,
    guestsAllowed: data['guestsAllowed'] === true,
    locale: ctx.locale ?? 'en-US',
    // This browser's comment posted without JavaScript: its outcome, shown once.
    ...(data['notice'] !== undefined &&
      isObject(data['notice']) && {
        notice: data['notice'] as unknown as NonNullable<IslandPropsMap['comments']['notice']>,
      }),
  };
  const state = isObject(item) ? Number(item['commentState']) || 0 : 0;
  const attrs = `id="comments-${escapeHtml(id)}" aria-label="Comments" data-item-id="${escapeHtml(id)}" data-comment-count="${total}" data-comment-state="${state}"`;
  return `<section class="ts-comments" ${attrs}>${island('comments', props)}</section>`;
};

/** Marks where the islands' `<script>`/`<link>` tags go; replaced once the whole page is rendered. */
export const ISLAND_ASSETS_MARKER = `<!--tessera-island-assets-${Math.random().toString(36).slice(2)}-->`;

/** The template formatters of the platform's islands (names documented in docs/template-context.md). */
export const islandFormatters: FormatterTable = Object.freeze({
  'add-to-cart-btn': islandFormatter('add-to-cart-btn', addToCart),
  'product-checkout': islandFormatter('product-checkout', addToCart),
  'variants-select': islandFormatter('variants-select', addToCart),
  'quantity-input': islandFormatter('quantity-input', addToCart),
  'product-list-button': islandFormatter('product-list-button', productListButton),
  'product-quick-view': islandFormatter('product-quick-view', quickView),
  'cart-pill': islandFormatter('cart-pill', cartPill),
  'cart-indicator': islandFormatter('cart-indicator', cartIndicator),
  'instalment-pill': islandFormatter('instalment-pill', instalmentPill),
  'cart-page': islandFormatter('cart-page', cartPage),
  'password-meter': islandFormatter('password-meter', passwordMeter),
  'like-button': islandFormatter('like-button', likeButton),
  comments: islandFormatter('comments', comments),
  // Always server-rendered: the checkout's plain forms must work without the storefront build too.
  'checkout-page': {
    apply(_args, vars) {
      if (vars[0]) vars[0].value = checkoutIslandHtml(vars[0].value);
    },
  },
  // Always server-rendered too: the account's card form works without the storefront build.
  'subscription-card': {
    apply(_args, vars) {
      if (vars[0]) vars[0].value = subscriptionCardIslandHtml(vars[0].value);
    },
  },
  ...formFormatters,
  'island-assets': {
    apply(_args, vars) {
      if (vars[0]) vars[0].value = ISLAND_ASSETS_MARKER;
    },
  },
});

/** The head tags for the islands a render used: modulepreload links, stylesheets, the loader. */
export function islandAssetTags(
  manifest: ViteManifest | undefined,
  names: Iterable<string>,
  base: string,
): string {
  const used = [...names].filter(isIslandName);
  if (!manifest || used.length === 0) return '';
  const assets = islandAssets(manifest, used, base);
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ].join('\n');
}

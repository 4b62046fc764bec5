import type { IslandName } from './island-registry.js';

/** The island names, in a module free of components so the loader can check markers cheaply. */
export const ISLAND_NAMES = [
  'add-to-cart',
  'product-list-button',
  'cart-pill',
  'cart-indicator',
  'cart-page',
  'gift-card',
  'instalment-pill',
  'form-block',
  'newsletter-block',
  'checkout-page',
  'quick-view',
  'password-meter',
  'subscription-card',
  'like-button',
  'comments',
  'promo-popup',
] as const satisfies readonly IslandName[];

export function isIslandName(value: unknown): value is IslandName {
  return (ISLAND_NAMES as readonly unknown[]).includes(value);
}

/**
 * Each island's module as the Vite manifest names it (the key of its chunk). The loader's
 * dynamic imports in `runtime/island-chunks.ts` point at these same files.
 */
export const ISLAND_SOURCES: { readonly [N in IslandName]: string } = {
  'add-to-cart': 'src/islands/add-to-cart/add-to-cart.tsx',
  'product-list-button': 'src/islands/product-list-button/product-list-button.tsx',
  'cart-pill': 'src/islands/cart-pill/cart-pill.tsx',
  'cart-indicator': 'src/islands/cart-indicator/cart-indicator.tsx',
  'cart-page': 'src/islands/cart-page/cart-page.tsx',
  'gift-card': 'src/islands/gift-card/gift-card.tsx',
  'instalment-pill': 'src/islands/instalment-pill/instalment-pill.tsx',
  'form-block': 'src/islands/forms/form-block.tsx',
  'newsletter-block': 'src/islands/forms/newsletter-block.tsx',
  'checkout-page': 'src/islands/checkout/checkout-client.ts',
  'quick-view': 'src/islands/quick-view/quick-view-client.ts',
  'password-meter': 'src/islands/password-meter/password-meter.tsx',
  'like-button': 'src/islands/like-button/like-button.tsx',
  comments: 'src/islands/comments/comments.tsx',
  'promo-popup': 'src/islands/forms/promo-popup.tsx',
  'subscription-card': 'src/islands/subscription-card/subscription-card-client.ts',
};

/** The loader entry's key in the Vite manifest. */
export const LOADER_SOURCE = 'src/runtime/loader.ts';

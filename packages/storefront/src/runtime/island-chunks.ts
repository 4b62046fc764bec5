import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from '../islands/island-registry.js';

export type IslandChunks = {
  readonly [N in IslandName]: () => Promise<ComponentType<IslandPropsMap[N]>>;
};

/** One dynamic import per island, so a page downloads only the islands it holds. */
export const ISLAND_CHUNKS: IslandChunks = {
  'add-to-cart': () => import('../islands/add-to-cart/add-to-cart.js').then((m) => m.AddToCart),
  'product-list-button': () =>
    import('../islands/product-list-button/product-list-button.js').then((m) => m.ProductListButton),
  'cart-pill': () => import('../islands/cart-pill/cart-pill.js').then((m) => m.CartPill),
  'cart-indicator': () => import('../islands/cart-indicator/cart-indicator.js').then((m) => m.CartIndicator),
  'cart-page': () => import('../islands/cart-page/cart-page.js').then((m) => m.CartPage),
  'gift-card': () => import('../islands/gift-card/gift-card.js').then((m) => m.GiftCard),
  'instalment-pill': () =>
    import('../islands/instalment-pill/instalment-pill.js').then((m) => m.InstalmentPill),
  'form-block': () => import('../islands/forms/form-block.js').then((m) => m.FormBlock),
  'newsletter-block': () => import('../islands/forms/newsletter-block.js').then((m) => m.NewsletterBlock),
  'checkout-page': () => import('../islands/checkout/checkout-client.js').then((m) => m.Checkout),
  'quick-view': () => import('../islands/quick-view/quick-view-client.js').then((m) => m.QuickView),
  'password-meter': () => import('../islands/password-meter/password-meter.js').then((m) => m.PasswordMeter),
  'subscription-card': () =>
    import('../islands/subscription-card/subscription-card-client.js').then((m) => m.SubscriptionCard),
  'like-button': () => import('../islands/like-button/like-button.js').then((m) => m.LikeButton),
  comments: () => import('../islands/comments/comments.js').then((m) => m.Comments),
  'promo-popup': () => import('../islands/forms/promo-popup.js').then((m) => m.PromoPopup),
};

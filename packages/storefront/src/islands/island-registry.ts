import type { ComponentType } from 'react';
import { AddToCart } from './add-to-cart/add-to-cart.js';
import type { AddToCartProps } from './add-to-cart/add-to-cart.js';
import { CartIndicator } from './cart-indicator/cart-indicator.js';
import type { CartIndicatorProps } from './cart-indicator/cart-indicator.js';
import { CartPage } from './cart-page/cart-page.js';
import { Checkout, type CheckoutProps } from './checkout/checkout.js';
import type { CartPageProps } from './cart-page/cart-page.js';
import { CartPill } from './cart-pill/cart-pill.js';
import type { CartPillProps } from './cart-pill/cart-pill.js';
import { FormBlock } from './forms/form-block.js';
import type { FormBlockProps } from './forms/form-block.js';
import { NewsletterBlock } from './forms/newsletter-block.js';
import type { NewsletterBlockProps } from './forms/newsletter-block.js';
import { PromoPopup } from './forms/promo-popup.js';
import type { PromoPopupProps } from './forms/promo-popup.js';
import { GiftCard } from './gift-card/gift-card.js';
import type { GiftCardProps } from './gift-card/gift-card.js';
import { InstalmentPill } from './instalment-pill/instalment-pill.js';
import type { InstalmentPillProps } from './instalment-pill/instalment-pill.js';
import { QuickView } from './quick-view/quick-view.js';
import type { QuickViewProps } from './quick-view/quick-view.js';
import { PasswordMeter } from './password-meter/password-meter.js';
import type { PasswordMeterProps } from './password-meter/password-meter.js';
import { LikeButton } from './like-button/like-button.js';
import type { LikeButtonProps } from './like-button/like-button.js';
import { Comments } from './comments/comments.js';
import type { CommentsProps } from './comments/comments.js';
import { ProductListButton } from './product-list-button/product-list-button.js';
import { SubscriptionCard } from './subscription-card/subscription-card.js';
import type { SubscriptionCardProps } from './subscription-card/subscription-card.js';
import type { ProductListButtonProps } from './product-list-button/product-list-button.js';

/** Every island a page can hold, by the name its marker carries, with its props (plain JSON). */
export interface IslandPropsMap {
  'add-to-cart': AddToCartProps;
  'product-list-button': ProductListButtonProps;
  'cart-pill': CartPillProps;
  'cart-indicator': CartIndicatorProps;
  'cart-page': CartPageProps;
  'gift-card': GiftCardProps;
  'instalment-pill': InstalmentPillProps;
  'form-block': FormBlockProps;
  'newsletter-block': NewsletterBlockProps;
  'checkout-page': CheckoutProps;
  'quick-view': QuickViewProps;
  'password-meter': PasswordMeterProps;
  'subscription-card': SubscriptionCardProps;
  'like-button': LikeButtonProps;
  comments: CommentsProps;
  'promo-popup': PromoPopupProps;
}

export type IslandName = keyof IslandPropsMap;

export type IslandComponents = { readonly [N in IslandName]: ComponentType<IslandPropsMap[N]> };

/** The components the server renders; the browser loads the same ones through `island-chunks`. */
export const ISLAND_COMPONENTS: IslandComponents = {
  'add-to-cart': AddToCart,
  'product-list-button': ProductListButton,
  'cart-pill': CartPill,
  'cart-indicator': CartIndicator,
  'cart-page': CartPage,
  'gift-card': GiftCard,
  'instalment-pill': InstalmentPill,
  'form-block': FormBlock,
  'newsletter-block': NewsletterBlock,
  'checkout-page': Checkout,
  'quick-view': QuickView,
  'password-meter': PasswordMeter,
  'subscription-card': SubscriptionCard,
  'like-button': LikeButton,
  comments: Comments,
  'promo-popup': PromoPopup,
};

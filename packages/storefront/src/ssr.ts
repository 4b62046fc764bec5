/**
 * The one module the server imports from the storefront: render islands to HTML, map the
 * islands on a page to the built assets, and the types of island props and of the cart API.
 */
export { renderIsland, escapeAttribute } from './render-island.js';
export type { RenderIslandOptions } from './render-island.js';
export { islandAssets, DEFAULT_ASSET_BASE, visitorScriptUrl } from './island-assets.js';
export type { IslandAssets, ManifestChunk, ViteManifest } from './island-assets.js';
export { ISLAND_NAMES, ISLAND_SOURCES, isIslandName } from './islands/island-names.js';
export type { IslandName, IslandPropsMap } from './islands/island-registry.js';
export { ISLAND_ATTRIBUTES } from './runtime/hydrate-islands.js';

export type { AddToCartProps } from './islands/add-to-cart/add-to-cart.js';
export type { AddToCartMode } from './islands/shared/add-to-cart/use-add-to-cart.js';
export type { VariantDisplay } from './islands/shared/add-to-cart/variant-picker.js';
export type { ProductImage } from './islands/shared/add-to-cart/gallery-image.js';
export { GALLERY_ATTRIBUTES } from './islands/shared/add-to-cart/gallery-image.js';
export type { ProductListButtonProps } from './islands/product-list-button/product-list-button.js';
export type { QuickViewProps } from './islands/quick-view/quick-view.js';
export {
  addToCartProps,
  labelsOf,
  productContentOf,
  productListButtonProps,
  variantImages,
} from './islands/shared/add-to-cart/item-props.js';
export type { AddToCartOptions, PageInputs } from './islands/shared/add-to-cart/item-props.js';
export type { CartPillProps } from './islands/cart-pill/cart-pill.js';
export type { CartIndicatorProps } from './islands/cart-indicator/cart-indicator.js';
export type { CartPageProps } from './islands/cart-page/cart-page.js';
export { cartEntryFormPath } from './islands/cart-page/cart-entry-row.js';
export type { GiftCardProps } from './islands/gift-card/gift-card.js';
export type { CheckoutData, CheckoutProps } from './islands/checkout/checkout-types.js';
export type { InstalmentPillProps } from './islands/instalment-pill/instalment-pill.js';
export type { SubscriptionCardProps } from './islands/subscription-card/subscription-card.js';
export {
  DEFAULT_INSTALMENT_INFO_URL,
  instalmentInfoHref,
} from './islands/shared/instalments/instalment-offer-pill.js';
export type {
  BlockForm,
  FormBlockProps,
  FormPage,
  NewsletterBlockProps,
  PlainPostResult,
} from './islands/forms/form-block-props.js';
export type { PromoPopupContent, PromoPopupProps } from './islands/forms/promo-popup-props.js';
export { COOKIE_NAMES } from './runtime/cookies.js';
export { FRAME_ADDRESS_MESSAGE } from './runtime/navigation.js';
export type * from './runtime/api-types.js';

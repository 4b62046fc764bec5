// The island props are built by the storefront, so the quick view builds them the same way in the browser.
export {
  addToCartProps,
  labelsOf,
  productContentOf,
  productListButtonProps,
  type AddToCartOptions,
  type PageInputs,
} from '@tessera/storefront/ssr';

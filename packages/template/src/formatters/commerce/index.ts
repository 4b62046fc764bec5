import type { FormatterTable } from '../../plugins.js';
import { addToCartBtn } from './add-to-cart-btn.js';
import { cartQuantity, cartSubtotal, cartUrl } from './cart.js';
import { fromPrice, normalPrice, salePriceFormatter } from './legacy-prices.js';
import { percentageFormat } from './percentage-format.js';
import { productCheckout } from './product-checkout.js';
import { productPrice } from './product-price.js';
import { productQuickView } from './product-quick-view.js';
import { productRestockNotification } from './product-restock-notification.js';
import { productScarcity } from './product-scarcity.js';
import { productStatus } from './product-status.js';
import { quantityInput } from './quantity-input.js';
import { subscriptionPrice } from './subscription-price.js';
import { summaryFormField } from './summary-form-field.js';
import { variantDescriptor } from './variant-descriptor.js';
import { variantsSelect } from './variants-select.js';

/**
 * Commerce formatters by template name (reference §8.3; `bookkeeper-money-format` is in the
 * i18n family). Widget markup conventions: README.md.
 */
export const commerceFormatters: FormatterTable = {
  'add-to-cart-btn': addToCartBtn,
  'cart-quantity': cartQuantity,
  'cart-subtotal': cartSubtotal,
  'cart-url': cartUrl,
  'from-price': fromPrice,
  'normal-price': normalPrice,
  'percentage-format': percentageFormat,
  'product-checkout': productCheckout,
  'product-price': productPrice,
  'product-quick-view': productQuickView,
  'product-restock-notification': productRestockNotification,
  'product-scarcity': productScarcity,
  'product-status': productStatus,
  'quantity-input': quantityInput,
  'sale-price': salePriceFormatter,
  'subscription-price': subscriptionPrice,
  'summary-form-field': summaryFormField,
  'variant-descriptor': variantDescriptor,
  'variants-select': variantsSelect,
};

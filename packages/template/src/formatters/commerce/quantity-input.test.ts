import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const input =
  '<div class="ts-quantity" data-item-id="p1"><label class="ts-quantity__label" for="ts-quantity-p1">Quantity</label>' +
  '<input class="ts-quantity__input" id="ts-quantity-p1" type="number" name="quantity" form="ts-add-to-cart-p1"' +
  ' min="1" max="9999" step="1" value="1" inputmode="numeric" required></div>';
const stocked = [variant({ qtyInStock: 1 }), variant({ qtyInStock: 1 })];
const shown = (p: unknown, extra: object = {}) => ({
  data: { p, ...extra },
  template: '{p|quantity-input}',
  expected: input,
});
const hidden = (p: unknown, extra: object = {}) => ({
  data: { p, ...extra },
  template: '[{p|quantity-input}]',
  expected: '[]',
});
const noServices = { websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: false } } };

renderCases('quantity-input (storefront spec §5)', [
  shown(product(1, stocked)),
  shown(product(1, [variant({ unlimited: true })])),
  hidden(product(1, [variant({ qtyInStock: 1 })])),
  hidden(product(1, [])),
  shown(product(3, stocked)),
  shown(product(3, stocked), { websiteSettings: { storeSettings: {} } }),
  shown(product(3, stocked), {
    websiteSettings: { storeSettings: { multipleQuantityAllowedForServices: 'false' } },
  }),
  hidden(product(3, stocked), noServices),
  shown(product(1, stocked), noServices),
  hidden(product(1, stocked, { isSubscribable: true })),
  hidden(product(2, [])),
  hidden(product(4, stocked)),
  {
    data: { p: product(1, stocked), localizedStrings: { productQuantityInputLabel: 'Anzahl' } },
    template: '{p|quantity-input}',
    expected: input.replace('>Quantity<', '>Anzahl<'),
  },
]);

import { renderCases } from '../core/testing/render-cases.js';

const cldr = { featureFlags: { useCLDRMoneyFormat: true } };

renderCases('cart-url, cart-quantity, cart-subtotal', [
  { data: {}, template: '{zz|cart-url}', expected: '/cart' },
  {
    data: { cart: { entries: [{ quantity: 2 }, { quantity: 3 }, { quantity: '1' }] } },
    template: '{cart|cart-quantity}',
    expected: '<span class="sqs-cart-quantity">6</span>',
  },
  {
    data: { cart: {} },
    template: '{cart|cart-quantity}',
    expected: '<span class="sqs-cart-quantity">0</span>',
  },
  {
    data: { cart: { subtotalCents: 123450 } },
    template: '{cart|cart-subtotal}',
    expected: '<span class="sqs-cart-subtotal"><span class="sqs-money-native">1,234.50</span></span>',
  },
  {
    data: { ...cldr, cart: { subtotalCents: 123450 } },
    template: '{cart|cart-subtotal}',
    expected: '<span class="sqs-cart-subtotal">$1,234.50</span>',
  },
  {
    data: { ...cldr, website: { storeSettings: { selectedCurrency: 'EUR' } }, cart: { subtotalCents: 999 } },
    template: '{cart|cart-subtotal}',
    expected: '<span class="sqs-cart-subtotal">9,99\u00A0€</span>',
    options: { locale: 'de-DE' },
  },
  {
    data: { ...cldr, cart: {} },
    template: '{cart|cart-subtotal style:code}',
    expected: '<span class="sqs-cart-subtotal">0.00 USD</span>',
  },
]);

import { product, variant } from '../../commerce/testing/products.js';
import type { Json } from '../../plugins.js';
import { renderCases } from '../core/testing/render-cases.js';

const cldr = { featureFlags: { useCLDRMoneyFormat: true } };
const block = (inner: string) => `<div class="subscription-price">${inner}</div>`;
const option = (price: number, salePrice = 0, onSale = false) => ({
  priceMoney: { value: String(price), currency: 'USD' },
  salePriceMoney: { value: String(salePrice), currency: 'USD' },
  onSale,
});
const withOptions = (...options: Json[][]) => options.map((pricingOptions) => variant({ pricingOptions }));

renderCases('subscription-price', [
  {
    data: { ...cldr, p: product(1, withOptions([option(1200)], [option(1200)])) },
    template: '{p|subscription-price}',
    expected: block('$12.00'),
  },
  {
    data: { ...cldr, p: product(1, withOptions([option(1200)], [option(800), option(100)])) },
    template: '{p|subscription-price}',
    expected: block('from $8.00'),
  },
  {
    data: { ...cldr, p: product(3, withOptions([option(1200, 900, true)])) },
    template: '{p|subscription-price}',
    expected: block(
      '<span class="ts-visually-hidden">Sale Price:</span>$9.00 <span class="ts-visually-hidden">Original Price:</span><span class="original-price">$12.00</span>',
    ),
  },
  {
    data: { p: product(1, withOptions([option(1200)])) },
    template: '{p|subscription-price}',
    expected: block('<span class="sqs-money-native">12.00</span>'),
  },
  {
    data: { ...cldr, p: product(1, withOptions([option(0)])) },
    template: '{p|subscription-price free-if-zero:Free}',
    expected: block('Free'),
  },
  {
    data: { ...cldr, p: product(2, [], { priceMoney: option(5).priceMoney }) },
    template: '{p|subscription-price}',
    expected: block(''),
  },
  { data: { ...cldr, p: product(1, []) }, template: '{p|subscription-price}', expected: block('') },
  {
    data: { ...cldr, p: product(1, [variant()]) },
    template: '{p|subscription-price}',
    expected: block('$0.00'),
  },
]);

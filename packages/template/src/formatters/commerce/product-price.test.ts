import { product, variant } from '../../commerce/testing/products.js';
import type { Json } from '../../plugins.js';
import { renderCases } from '../core/testing/render-cases.js';

const cldr = { featureFlags: { useCLDRMoneyFormat: true } };
const legacy = (amount: string) => `<span class="sqs-money-native">${amount}</span>`;
const block = (inner: string) => `<div class="product-price">${inner}</div>`;
const sale = (
  salePrice: string,
  original: string,
  saleLabel = 'Sale Price:',
  originalLabel = 'Original Price:',
) =>
  `<span class="ts-visually-hidden">${saleLabel}</span>${salePrice} <span class="ts-visually-hidden">${originalLabel}</span><span class="original-price">${original}</span>`;

const varied = product(1, [variant({ price: 2000 }), variant({ price: 1500, salePrice: 900, onSale: true })]);
const onSale = product(1, [
  variant({ price: 2000, salePrice: 1500, onSale: true }),
  variant({ price: 2000, salePrice: 1500, onSale: true }),
]);
const single = product(1, [variant({ price: 123456 })]);
const plan = (value: number, unit: string, numBillingCycles: number) => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});
const subscription = (subscriptionPlan: Json, variants = [variant({ price: 500 })]) =>
  product(1, variants, { isSubscribable: true, subscriptionPlan });

renderCases('product-price', [
  { data: { p: single }, template: '{p|product-price}', expected: block(legacy('1,234.56')) },
  { data: { ...cldr, p: single }, template: '{p|product-price}', expected: block('$1,234.56') },
  { data: { ...cldr, p: single }, template: '{p|product-price style:code}', expected: block('1,234.56 USD') },
  {
    data: { ...cldr, p: product(1, [variant({ price: 800, currency: 'EUR' })]) },
    template: '{p|product-price}',
    expected: block('8,00\u00A0€'),
    options: { locale: 'de-DE' },
  },
  { data: { p: varied }, template: '{p|product-price}', expected: block(`from ${legacy('9.00')}`) },
  {
    data: { ...cldr, p: varied, localizedStrings: { productPriceFromText: 'ab {fromPrice} & mehr' } },
    template: '{p|product-price}',
    expected: block('ab $9.00 &amp; mehr'),
  },
  {
    data: { p: onSale },
    template: '{p|product-price}',
    expected: block(sale(legacy('15.00'), legacy('20.00'))),
  },
  {
    data: {
      ...cldr,
      p: onSale,
      localizedStrings: { salePriceText: 'Prix soldé :', originalPriceText: 'Prix <initial> :' },
    },
    template: '{p|product-price}',
    expected: block(sale('$15.00', '$20.00', 'Prix soldé :', 'Prix &lt;initial&gt; :')),
  },
  {
    data: { ...cldr, p: product(2, [], { priceMoney: { value: '999', currency: 'USD' } }) },
    template: '{p|product-price}',
    expected: block('$9.99'),
  },
  {
    data: {
      ...cldr,
      p: product(2, [], {
        priceMoney: { value: '999', currency: 'USD' },
        salePriceMoney: { value: '499', currency: 'USD' },
        onSale: true,
      }),
    },
    template: '{p|product-price}',
    expected: block(sale('$4.99', '$9.99')),
  },
  {
    data: { ...cldr, p: product(4, [variant({ price: 2500 }), variant({ price: 5000 })]) },
    template: '{p|product-price}',
    expected: block('from $25.00'),
  },
  { data: { p: product(-1, [variant()]) }, template: '{p|product-price}', expected: block('') },
  // A paywall is not type −1: core's rules give it no price, so the block shows the zero money.
  {
    data: { ...cldr, p: product(5, [variant({ price: 900 })]) },
    template: '{p|product-price}',
    expected: block('$0.00'),
  },
  {
    data: { ...cldr, p: product(5, [variant({ price: 900, salePrice: 500, onSale: true })]) },
    template: '{p|product-price}',
    expected: block(sale('$0.00', '$0.00')),
  },
  // Core reads the sale flag (JSON truthiness) and compares it as written: 1 and true differ.
  {
    data: {
      ...cldr,
      p: product(1, [
        { ...variant({ price: 2000, salePrice: 1500 }), onSale: 1 },
        variant({ price: 2000, salePrice: 1500, onSale: true }),
      ]),
    },
    template: '{p|product-price}',
    expected: block('from $15.00'),
  },
  { data: { p: { title: 'not a product' } }, template: '{p|product-price}', expected: block('') },
]);

renderCases('product-price: free label (platform spec §5, §8)', [
  {
    data: { ...cldr, p: product(1, [variant({ price: 0 })]) },
    template: '{p|product-price free-if-zero:Free}',
    expected: block('Free'),
  },
  {
    data: { ...cldr, p: product(1, [variant({ price: 0 })]) },
    template: '{p|product-price,free-if-zero:Free <today>}',
    expected: block('Free &lt;today&gt;'),
  },
  {
    data: { ...cldr, p: product(1, [variant({ price: 100 })]) },
    template: '{p|product-price free-if-zero:Free}',
    expected: block('$1.00'),
  },
  {
    data: { ...cldr, p: product(1, [variant({ price: 0 })]) },
    template: '{p|product-price free-if-zero}',
    expected: block('$0.00'),
    errors: ['Free label is required'],
  },
  {
    data: { ...cldr, p: product(1, [variant({ price: 100 })]) },
    template: '{p|product-price free-if-zero:}',
    expected: block('$1.00'),
    errors: ['Free label is required'],
  },
  {
    data: { ...cldr, p: product(1, [variant({ price: 1000 }), variant({ price: 0 })]) },
    template: '{p|product-price free-if-zero:Free}',
    expected: block('from Free'),
  },
]);

renderCases('product-price: subscriptions (platform spec §4, §9)', [
  {
    data: { ...cldr, p: subscription(plan(1, 'MONTH', 0)) },
    template: '{p|product-price}',
    expected: block('$5.00 every month'),
  },
  {
    data: { ...cldr, p: subscription(plan(2, 'WEEK', 3)) },
    template: '{p|product-price}',
    expected: block('$5.00 every 2 weeks for 6 weeks'),
  },
  {
    data: { ...cldr, p: subscription(plan(2, 'MONTH', 18)) },
    template: '{p|product-price}',
    expected: block('$5.00 every 2 months for 3 years'),
  },
  {
    data: { ...cldr, p: subscription(plan(1, 'WEEK', 52)) },
    template: '{p|product-price}',
    expected: block('$5.00 every week for 1 year'),
  },
  {
    data: {
      ...cldr,
      p: subscription(plan(2, 'WEEK', 3), [variant({ price: 500 }), variant({ price: 900 })]),
    },
    template: '{p|product-price}',
    expected: block('from $5.00 every 2 weeks for 6 weeks'),
  },
  {
    data: {
      ...cldr,
      p: subscription(plan(1, 'MONTH', 0), [variant({ price: 900, salePrice: 500, onSale: true })]),
    },
    template: '{p|product-price}',
    expected: block(sale('$5.00 every month', '$9.00')),
  },
  {
    data: { ...cldr, p: subscription({ numBillingCycles: 2 }) },
    template: '{p|product-price}',
    expected: block('Unavailable'),
  },
  {
    data: { ...cldr, p: subscription({}), localizedStrings: { productPriceUnavailable: 'Nicht verfügbar' } },
    template: '{p|product-price}',
    expected: block('Nicht verfügbar'),
  },
  {
    data: {
      ...cldr,
      p: subscription(plan(2, 'MONTH', 18)),
      localizedStrings: {
        productPrice__every_month__for_year:
          '{price} alle {n} Monate für {m, plural, one {# Jahr} other {# Jahre}}',
      },
    },
    template: '{p|product-price}',
    expected: block('$5.00 alle 2 Monate für 3 Jahre'),
  },
  {
    data: {
      ...cldr,
      p: subscription(plan(1, 'WEEK', 0), [variant({ price: 500 }), variant({ price: 900 })]),
      localizedStrings: {
        productPrice__every_week__from: 'ab {price} pro {n, plural, one {Woche} other {# Wochen}}',
      },
    },
    template: '{p|product-price}',
    expected: block('ab $5.00 pro Woche'),
  },
  {
    data: { p: subscription(plan(1, 'YEAR', 0)) },
    template: '{p|product-price}',
    expected: block(`${legacy('5.00')} every year`),
  },
]);

import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const soldOut = product(1, [variant()]);
const onSale = product(1, [variant({ qtyInStock: 2, onSale: true })]);
const plain = product(1, [variant({ qtyInStock: 2 })]);
const badge = (mod: string, text: string) =>
  `<div class="ts-product-status ts-product-status--${mod}">${text}</div>`;

renderCases('product-status (sold-out text: custom, localized, then "sold out")', [
  { data: { p: soldOut }, template: '{p|product-status}', expected: badge('sold-out', 'sold out') },
  {
    data: { p: soldOut, localizedStrings: { productSoldOutText: 'Épuisé' } },
    template: '{p|product-status}',
    expected: badge('sold-out', 'Épuisé'),
  },
  {
    data: {
      p: soldOut,
      localizedStrings: { productSoldOutText: 'Épuisé' },
      productMerchandisingContext: { p1: { customSoldOutText: 'Gone <fast>' } },
    },
    template: '{p|product-status}',
    expected: badge('sold-out', 'Gone &lt;fast&gt;'),
  },
  {
    data: { p: soldOut, productMerchandisingContext: { p1: { customSoldOutText: ' ' } } },
    template: '{p|product-status}',
    expected: badge('sold-out', 'sold out'),
  },
  { data: { p: onSale }, template: '{p|product-status}', expected: badge('sale', 'sale') },
  {
    data: { p: onSale, localizedStrings: { productSaleText: 'Solde' } },
    template: '{p|product-status}',
    expected: badge('sale', 'Solde'),
  },
  { data: { p: plain }, template: '[{p|product-status}]', expected: '[]' },
]);

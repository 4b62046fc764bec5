import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, item: unknown, expected: 'Y' | 'N') => ({
  data: { item },
  template: `{.section item}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

renderCases('commerce predicates', [
  test('has-variants?', product(1, [variant(), variant()]), 'Y'),
  test('has-variants?', product(1, [variant()]), 'N'),
  test('has-variants?', product(2, [variant(), variant()]), 'N'),
  test('on-sale?', product(1, [variant({ onSale: true })]), 'Y'),
  test('on-sale?', product(4, [variant({ onSale: true })]), 'N'),
  test('sold-out?', product(1, [variant()]), 'Y'),
  test('sold-out?', product(1, [variant({ qtyInStock: 1 })]), 'N'),
  test('sold-out?', product(2, []), 'N'),
  test('varied-prices?', product(1, [variant({ price: 1 }), variant({ price: 2 })]), 'Y'),
  test('varied-prices?', product(1, [variant({ price: 1 }), variant({ price: 1 })]), 'N'),
  {
    data: { items: [product(1, [variant()]), product(1, [variant({ unlimited: true })])] },
    template: '{.repeated section items}{.sold-out?}sold out{.or}available{.end}{.alternates with}, {.end}',
    expected: 'sold out, available',
  },
]);

import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const shirt = product(1, [variant({ price: 2000 }), variant({ price: 1500, salePrice: 900, onSale: true })]);

renderCases('from-price, normal-price, sale-price', [
  {
    data: { p: shirt },
    template: '{p|from-price} {p|normal-price} {p|sale-price}',
    expected: '900 2000 900',
  },
  {
    data: { p: product(2, [], { priceMoney: { value: '1299', currency: 'USD' } }) },
    template: '{p|from-price} {p|normal-price} {p|sale-price}',
    expected: '1299 1299 0',
  },
  {
    data: { p: { title: 'no product' } },
    template: '{p|from-price} {p|normal-price} {p|sale-price}',
    expected: '0 0 0',
  },
]);

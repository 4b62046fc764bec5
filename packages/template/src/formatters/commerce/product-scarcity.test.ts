import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const p = product(1, [variant({ qtyInStock: 3 })]);
const merch = (context: object) => ({ p, productMerchandisingContext: { p1: context } });
const views = [
  { variantId: 'v1', qtyInStock: 3 },
  { variantId: 'v2', qtyInStock: 1 },
];
const block = (inner: string) =>
  `<div class="ts-scarcity" data-item-id="p1" aria-live="polite">${inner}</div>`;
const message = (variantId: string, qty: number, text: string, hidden = true) =>
  `<p class="ts-scarcity__message" data-variant-id="${variantId}" data-qty-in-stock="${qty}"${hidden ? ' hidden' : ''}>${text}</p>`;

renderCases('product-scarcity', [
  {
    data: merch({
      scarcityEnabled: true,
      scarcityTemplateViews: views,
      scarcityText: 'Only {qtyInStock} left!',
    }),
    template: '{p|product-scarcity}',
    expected: block(message('v1', 3, 'Only 3 left!') + message('v2', 1, 'Only 1 left!')),
  },
  {
    data: merch({
      scarcityEnabled: true,
      scarcityShownByDefault: true,
      scarcityTemplateViews: views,
      scarcityText: '{qtyInStock, plural, one {Last one & going} other {# left <hurry>}}',
    }),
    template: '{p|product-scarcity}',
    expected: block(
      message('v1', 3, '3 left &lt;hurry&gt;', false) + message('v2', 1, 'Last one &amp; going', false),
    ),
  },
  {
    data: merch({ scarcityEnabled: false, scarcityTemplateViews: views, scarcityText: 'x' }),
    template: '[{p|product-scarcity}]',
    expected: '[]',
  },
  {
    data: merch({ scarcityEnabled: 'true', scarcityTemplateViews: views, scarcityText: 'x' }),
    template: '[{p|product-scarcity}]',
    expected: '[]',
  },
  {
    data: merch({ scarcityEnabled: true, scarcityTemplateViews: [], scarcityText: 'x' }),
    template: '[{p|product-scarcity}]',
    expected: '[]',
  },
  { data: { p }, template: '[{p|product-scarcity}]', expected: '[]' },
]);

import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const p = product(1, [variant()], {}, { shelf: 'Summer' });
const link = (group: string | undefined, text = 'Quick View') =>
  `<a class="ts-quick-view" href="/shop/p/thing" data-item-id="p1"${group === undefined ? '' : ` data-group="${group}"`}>${text}</a>`;

renderCases('product-quick-view', [
  { data: { p }, template: '{p|product-quick-view}', expected: link(undefined) },
  { data: { p }, template: '{p|product-quick-view shelf}', expected: link('Summer') },
  {
    data: { p, collection: { id: 'c"9' } },
    template: '{p|product-quick-view collection.id}',
    expected: link('c&quot;9'),
  },
  { data: { p }, template: '{p|product-quick-view grid-1}', expected: link('grid-1') },
  {
    data: { p, localizedStrings: { productQuickViewText: 'Aperçu <rapide>' } },
    template: '{p|product-quick-view}',
    expected: link(undefined, 'Aperçu &lt;rapide&gt;'),
  },
]);

import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const form = (attrs: string, label: string) =>
  `<form class="ts-add-to-cart" id="ts-add-to-cart-p1" method="post" action="/api/commerce/shopping-cart/entries" data-item-id="p1" data-collection-id="c1"${attrs}>` +
  `<input type="hidden" name="itemId" value="p1"><button type="submit" class="ts-add-to-cart__button">${label}</button></form>`;
const basic = ' data-product-type="1" data-custom-label="false"';

renderCases('add-to-cart-btn (labels: custom, Subscribe, Add To Cart)', [
  {
    data: { p: product(1, [variant()]) },
    template: '{p|add-to-cart-btn}',
    expected: form(basic, 'Add To Cart'),
  },
  {
    data: { p: product(1, [variant()]), localizedStrings: { productAddToCartText: 'In den Warenkorb' } },
    template: '{p|add-to-cart-btn}',
    expected: form(basic, 'In den Warenkorb'),
  },
  {
    data: {
      p: product(1, [variant()], { useCustomAddButtonText: true, customAddButtonText: 'Pre-order <now>' }),
    },
    template: '{p|add-to-cart-btn}',
    expected: form(' data-product-type="1" data-custom-label="true"', 'Pre-order &lt;now&gt;'),
  },
  {
    // a custom label switched on but blank falls back to the default
    data: { p: product(1, [variant()], { useCustomAddButtonText: true, customAddButtonText: ' ' }) },
    template: '{p|add-to-cart-btn}',
    expected: form(' data-product-type="1" data-custom-label="true"', 'Add To Cart'),
  },
  {
    data: { p: product(1, [variant()], { isSubscribable: true }) },
    template: '{p|add-to-cart-btn}',
    expected: form(`${basic} data-subscription="true"`, 'Subscribe'),
  },
  {
    data: {
      p: product(1, [variant()], { isSubscribable: true }),
      localizedStrings: { productSubscribeText: 'Abonnieren' },
    },
    template: '{p|add-to-cart-btn}',
    expected: form(`${basic} data-subscription="true"`, 'Abonnieren'),
  },
  {
    data: {
      p: product(3, [variant()], {
        additionalFieldsFormId: 'f1',
        additionalFieldsForm: { fields: [{ title: 'Note "x"' }] },
      }),
    },
    template: '{p|add-to-cart-btn}',
    expected: form(
      ' data-product-type="3" data-custom-label="false" data-additional-fields-form-id="f1"' +
        ' data-additional-fields-form="{&quot;fields&quot;:[{&quot;title&quot;:&quot;Note \\&quot;x\\&quot;&quot;}]}"',
      'Add To Cart',
    ),
  },
  {
    data: { p: { ...product(1, [variant()]), id: '"><script>' } },
    template: '{p|add-to-cart-btn}',
    expected:
      '<form class="ts-add-to-cart" id="ts-add-to-cart-&quot;&gt;&lt;script&gt;" method="post" action="/api/commerce/shopping-cart/entries" data-item-id="&quot;&gt;&lt;script&gt;" data-collection-id="c1"' +
      `${basic}><input type="hidden" name="itemId" value="&quot;&gt;&lt;script&gt;"><button type="submit" class="ts-add-to-cart__button">Add To Cart</button></form>`,
  },
]);

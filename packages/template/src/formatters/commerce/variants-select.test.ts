import { product, variant } from '../../commerce/testing/products.js';
import { renderCases } from '../core/testing/render-cases.js';

const variants = [
  variant({ price: 1, attributes: { Size: 'S', Color: 'Red' } }),
  variant({ price: 2, attributes: { Size: 'M', Color: 'Red' } }),
  variant({ price: 3, attributes: { Size: 'S', Color: 'Blue & Navy' } }),
];
const shirt = product(1, variants, { variantOptionOrdering: ['Size', 'Color'] });
const json = (value: unknown) => JSON.stringify(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const wrapper = (inner: string, extra = '') =>
  `<div class="ts-variants" data-item-id="p1" data-variants="${json(variants)}"${extra}>${inner}</div>`;
const select = (i: number, name: string, placeholder: string, values: string[], title = name) =>
  `<div class="ts-variants__option" data-option-name="${name}"><label class="ts-variants__label" for="ts-add-to-cart-p1-option-${i}">${title}</label>` +
  `<select class="ts-variants__select" id="ts-add-to-cart-p1-option-${i}" name="options[${name}]" form="ts-add-to-cart-p1" required>` +
  `<option value="">${placeholder}</option>${values.map((v) => `<option value="${v}">${v}</option>`).join('')}</select></div>`;
const radio = (name: string, values: string[]) =>
  `<fieldset class="ts-variants__option ts-variants__option--radio" data-option-name="${name}"><legend class="ts-variants__label">${name}</legend>` +
  values
    .map(
      (v) =>
        `<label class="ts-variants__radio"><input type="radio" name="options[${name}]" value="${v}" form="ts-add-to-cart-p1" required> ${v}</label>`,
    )
    .join('') +
  '</fieldset>';

renderCases('variants-select', [
  {
    data: { p: shirt },
    template: '{p|variants-select}',
    expected: wrapper(
      select(0, 'Size', 'Select Size', ['S', 'M']) +
        select(1, 'Color', 'Select Color', ['Red', 'Blue &amp; Navy']),
    ),
  },
  {
    data: { p: shirt },
    template: '{p|variants-select radio}',
    expected: wrapper(radio('Size', ['S', 'M']) + radio('Color', ['Red', 'Blue &amp; Navy'])),
  },
  {
    // the site's placeholder is a message pattern; its text is escaped like the option name
    data: {
      p: product(1, variants, { variantOptionOrdering: ['Size'] }),
      localizedStrings: { productVariantSelectText: 'Choose {variantName} <now>' },
    },
    template: '{p|variants-select}',
    expected: wrapper(select(0, 'Size', 'Choose Size &lt;now&gt;', ['S', 'M'])),
  },
  {
    // on a page in another language: translated names and values shown, the values sent unchanged
    data: {
      p: product(1, variants, {
        variantOptionOrdering: ['Size'],
        variantOptionLabels: { Size: { name: 'Taille <fr>', values: { S: 'Petit' } } },
      }),
    },
    template: '{p|variants-select}',
    expected: wrapper(
      select(0, 'Size', 'Select Taille &lt;fr&gt;', ['S', 'M'], 'Taille &lt;fr&gt;').replace(
        '<option value="S">S</option>',
        '<option value="S">Petit</option>',
      ),
    ),
  },
  {
    // without an ordering the options follow the attributes
    data: { p: product(1, variants) },
    template: '{p|variants-select}',
    expected: wrapper(
      select(0, 'Size', 'Select Size', ['S', 'M']) +
        select(1, 'Color', 'Select Color', ['Red', 'Blue &amp; Navy']),
    ),
  },
  {
    data: { p: product(4, variants, { variantOptionOrdering: ['Size'] }) },
    template: '{p|variants-select}',
    expected: wrapper(select(0, 'Size', 'Select Value', ['S', 'M'], 'Value')),
  },
  {
    data: {
      p: product(4, variants, { variantOptionOrdering: ['Size'] }),
      localizedStrings: { giftCardValueDisplayText: 'Betrag', giftCardVariantSelectText: 'Betrag wählen' },
    },
    template: '{p|variants-select}',
    expected: wrapper(select(0, 'Size', 'Betrag wählen', ['S', 'M'], 'Betrag')),
  },
  {
    data: {
      p: product(1, variants, {
        variantOptionOrdering: ['Size'],
        isSubscribable: true,
        subscriptionPlan: { numBillingCycles: 0 },
      }),
    },
    template: '{p|variants-select}',
    expected: wrapper(
      select(0, 'Size', 'Select Size', ['S', 'M']),
      ` data-subscription-plan="${json({ numBillingCycles: 0 })}"`,
    ),
  },
  { data: { p: product(1, [variant()]) }, template: '[{p|variants-select}]', expected: '[]' },
  { data: { p: product(1, []) }, template: '[{p|variants-select}]', expected: '[]' },
]);

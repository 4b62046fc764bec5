import { renderCases } from '../core/testing/render-cases.js';

renderCases('variant-descriptor', [
  {
    data: {
      v: {
        optionValues: [
          { optionName: 'Size', value: 'M' },
          { optionName: 'Color', value: 'Red' },
        ],
      },
    },
    template: '{v|variant-descriptor}',
    expected: 'M / Red',
  },
  { data: { v: {} }, template: '[{v|variant-descriptor}]', expected: '[]' },
]);

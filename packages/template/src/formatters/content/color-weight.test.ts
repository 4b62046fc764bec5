import { renderCases } from '../core/testing/render-cases.js';

renderCases('color-weight', [
  {
    data: { c: '#ffffff', d: '000', e: '#808080', f: '7fffff', g: '800000' },
    template: '{c|color-weight} {d|color-weight} {e|color-weight} {f|color-weight} {g|color-weight}',
    expected: 'light dark light dark light',
  },
  {
    data: { c: '#fff', d: '#abc', e: '#7ff' },
    template: '{c|color-weight} {d|color-weight} {e|color-weight}',
    expected: 'light light dark',
  },
  { data: { c: 'FFFF', d: '80000' }, template: '{c|color-weight} {d|color-weight}', expected: 'dark dark' },
  {
    data: { a: '#ggg', b: '#12', c: '#1234567' },
    template: '[{a|color-weight}][{b|color-weight}][{c|color-weight}][{zz|color-weight}]',
    expected: '[][][][]',
  },
]);

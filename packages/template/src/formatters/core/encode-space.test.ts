import { renderCases } from './testing/render-cases.js';

renderCases('encode-space', [
  { data: { s: 'a b\tc\nd' }, template: '{s|encode-space}', expected: 'a&nbsp;b&nbsp;c&nbsp;d' },
  {
    data: { s: 'ab', n: 2 },
    template: '{s|encode-space}{n|encode-space}[{zz|encode-space}]',
    expected: 'ab2[]',
  },
]);

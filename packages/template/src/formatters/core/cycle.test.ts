import { renderCases } from './testing/render-cases.js';

renderCases('cycle', [
  {
    data: { xs: ['a', 'b', 'c', 'd'] },
    template: '{.repeated section xs}{@index|cycle odd even} {.end}',
    expected: 'odd even odd even ',
  },
  { data: { n: 3 }, template: '{n|cycle a b c}', expected: 'c' },
  { data: { n: 4 }, template: '{n|cycle a b c}', expected: 'a' },
  { data: { n: 0 }, template: '{n|cycle a b c}', expected: 'c' },
  { data: { n: -1 }, template: '{n|cycle a b c}', expected: 'b' },
  { data: { n: 2.9 }, template: '{n|cycle a b c}', expected: 'b' },
  { data: { n: '2' }, template: '{n|cycle:x:y}', expected: 'y' },
  { data: { n: 1 }, template: '[{n|cycle}]', expected: '[]' },
  { data: {}, template: '{zz|cycle a b}', expected: 'b' },
]);

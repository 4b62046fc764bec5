import { renderCases } from './testing/render-cases.js';

renderCases('mod', [
  { data: { n: 7 }, template: '{n|mod 4}', expected: '3' },
  { data: { n: 7.5 }, template: '{n|mod 4}', expected: '3' },
  { data: { n: -7 }, template: '{n|mod 4}', expected: '-3' },
  { data: { n: 7 }, template: '{n|mod}', expected: '1' },
  { data: { n: 7 }, template: '{n|mod 0}{n|mod x}', expected: '11' },
  { data: { n: '9' }, template: '{n|mod 5}', expected: '4' },
  { data: { n: -4 }, template: '{n|mod 2}', expected: '0' },
]);

import { renderCases } from './testing/render-cases.js';

renderCases('output', [
  { data: { a: 'x' }, template: '{a|output hello world}', expected: 'hello world' },
  { data: {}, template: '{zz|output/a b/c}', expected: 'a b c' },
  { data: {}, template: '[{zz|output}]', expected: '[]' },
]);

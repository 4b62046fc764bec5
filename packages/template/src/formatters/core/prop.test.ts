import { renderCases } from './testing/render-cases.js';

renderCases('prop', [
  { data: { item: { meta: { size: 'L' } } }, template: '{item|prop meta.size}', expected: 'L' },
  { data: { item: { a: { b: [{ c: 'C' }] } } }, template: '{item|prop a b.0 c}', expected: 'C' },
  { data: { item: { a: 1 } }, template: '[{item|prop a.b}][{item|prop constructor}]', expected: '[][]' },
]);

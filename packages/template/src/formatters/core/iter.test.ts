import { renderCases } from './testing/render-cases.js';

renderCases('iter', [
  { data: { xs: ['a', 'b'] }, template: '{.repeated section xs}{@|iter}{.end}', expected: '12' },
  { data: { x: 'a' }, template: '[{x|iter}]', expected: '[]' },
]);

import { renderCases } from './testing/render-cases.js';

renderCases('round', [
  {
    data: { a: 2.5, b: -2.5, c: 2.4, d: '3.6', e: -0.4 },
    template: '{a|round} {b|round} {c|round} {d|round} {e|round}',
    expected: '3 -2 2 4 0',
  },
  { data: { s: '12px' }, template: '{s|round} {zz|round}', expected: '0 0' },
]);

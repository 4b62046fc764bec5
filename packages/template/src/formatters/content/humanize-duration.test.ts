import { renderCases } from '../core/testing/render-cases.js';

renderCases('humanizeDuration', [
  {
    data: { a: 65000, b: 3725000, c: 0, d: 59999, e: '1000' },
    template:
      '{a|humanizeDuration} {b|humanizeDuration} {c|humanizeDuration} {d|humanizeDuration} {e|humanizeDuration}',
    expected: '1:05 62:05 0:00 0:59 0:01',
  },
  { data: { a: -65000 }, template: '{a|humanizeDuration} {zz|humanizeDuration}', expected: '-1:05 0:00' },
]);

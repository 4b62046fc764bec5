import { renderCases } from './testing/render-cases.js';

renderCases('lookup', [
  {
    data: { labels: { en: 'Hello', de: 'Hallo' }, which: 'labels.en' },
    template: '{x|lookup which}',
    expected: 'Hello',
  },
  { data: { labels: { en: 'Hello' }, which: 'labels.xx' }, template: '[{x|lookup which}]', expected: '[]' },
  { data: { which: 'not a ref!' }, template: '[{x|lookup which}]', expected: '[]' },
  { data: {}, template: '[{x|lookup}]', expected: '[]' },
  { data: { o: { list: [1, 2] }, w: 'o.list' }, template: '{x|lookup w|count}', expected: '2' },
]);

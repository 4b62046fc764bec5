import { renderCases } from './testing/render-cases.js';

renderCases('datetimefield, unit', [
  {
    data: { t: 1368406800000 },
    template: '[{t|datetimefield hour}][{t|unit}][{t|datetimefield}]',
    expected: '[][][]',
  },
]);

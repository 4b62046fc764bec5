import { renderCases } from '../core/testing/render-cases.js';

renderCases('percentage-format', [
  { data: { n: 12.5 }, template: '{n|percentage-format} {n|percentage-format trim}', expected: '12.50 12.5' },
  { data: { n: 1234.5678 }, template: '{n|percentage-format}', expected: '1,234.568' },
  {
    data: { n: 1234.5 },
    template: '{n|percentage-format}',
    expected: '1.234,50',
    options: { locale: 'de-DE' },
  },
  { data: { n: '7' }, template: '{n|percentage-format trim} {zz|percentage-format}', expected: '7 0.00' },
]);

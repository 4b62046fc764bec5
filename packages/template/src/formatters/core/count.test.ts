import { renderCases } from './testing/render-cases.js';

renderCases('count', [
  { data: { o: { a: 1, b: null } }, template: '{o|count}', expected: '2' },
  { data: { a: [1, 2, 3] }, template: '{a|count}', expected: '3' },
  { data: { s: 'héllo' }, template: '{s|count}', expected: '5' },
  { data: { s: '😀' }, template: '{s|count}', expected: '2' },
  { data: { n: 42, b: true }, template: '{n|count}{b|count}{zz|count}', expected: '000' },
  { data: { items: [1, 2, 3] }, template: '{.var @n items|count}{@n}', expected: '3' },
]);

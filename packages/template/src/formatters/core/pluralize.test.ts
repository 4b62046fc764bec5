import { renderCases } from './testing/render-cases.js';

renderCases('pluralize', [
  { data: { n: 1 }, template: 'item{n|pluralize}', expected: 'item' },
  { data: { n: 2 }, template: 'item{n|pluralize}', expected: 'items' },
  { data: { n: 0 }, template: 'box{n|pluralize es}', expected: 'boxes' },
  { data: { n: 1 }, template: '{n|pluralize person people}', expected: 'person' },
  { data: { n: 3 }, template: '{n|pluralize person people}', expected: 'people' },
  { data: { n: '1' }, template: 'x{n|pluralize}', expected: 'x' },
  { data: {}, template: '{zz|pluralize}', expected: 's' },
]);

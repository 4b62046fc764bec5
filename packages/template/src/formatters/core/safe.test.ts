import { renderCases } from './testing/render-cases.js';

renderCases('safe', [
  { data: { s: '<p>Hi <b>there</b></p>' }, template: '{s|safe}', expected: 'Hi there' },
  { data: { s: 'a < b and c > d' }, template: '{s|safe}', expected: 'a  d' },
  { data: { s: '<a\nhref="x">y</a>' }, template: '{s|safe}', expected: 'y' },
  { data: { n: 0, f: false }, template: '{n|safe}|{f|safe}|{zz|safe}', expected: '0|false|' },
]);

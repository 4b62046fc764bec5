import { renderCases } from '../core/testing/render-cases.js';

renderCases('capitalize (the whole text upper case)', [
  { data: { s: 'Hello world' }, template: '{s|capitalize}', expected: 'HELLO WORLD' },
  {
    data: { s: 'straße', n: 1 },
    template: '{s|capitalize} {n|capitalize} [{zz|capitalize}]',
    expected: 'STRASSE 1 []',
  },
]);

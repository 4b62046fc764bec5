import { renderCases } from './testing/render-cases.js';

renderCases('smartypants', [
  {
    data: { s: `"Hello," she said -- 'it's fine'` },
    template: '{s|smartypants}',
    expected: '\u201CHello,\u201D she said \u2014 \u2018it\u2019s fine\u2019',
  },
  {
    data: { s: `('a') ["b"] x/"c"` },
    template: '{s|smartypants}',
    expected: '(\u2018a\u2019) [\u201Cb\u201D] x/\u201Cc\u201D',
  },
  { data: { s: `rock 'n' roll` }, template: '{s|smartypants}', expected: 'rock \u2018n\u2019 roll' },
]);

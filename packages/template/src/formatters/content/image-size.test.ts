import { renderCases } from '../core/testing/render-cases.js';

const bad = 'Invalid source parameter. Pass in originalSize';

renderCases('width, height, resized*, squarespaceThumbnail*', [
  { data: { s: '1600x900' }, template: '{s|width} {s|height}', expected: '1600 900' },
  {
    data: { s: '1600X900', t: '16x', u: 'axb' },
    template: '[{s|width}][{t|height}][{u|width}][{zz|width}]',
    expected: '[][][][]',
  },
  { data: { s: '1600x900' }, template: '{s|resizedHeightForWidth 800}', expected: '450' },
  { data: { s: '1000x333' }, template: '{s|resizedHeightForWidth 500}', expected: '166' },
  { data: { s: '1600x900' }, template: '{s|resizedWidthForHeight 450}', expected: '800' },
  {
    data: { s: 'nope' },
    template: '{s|resizedHeightForWidth 800}|{s|resizedWidthForHeight 1}',
    expected: `${bad}|${bad}`,
  },
  { data: { s: '0x0' }, template: '{s|resizedHeightForWidth 800}', expected: bad },
  ...[
    [1001, '1500w'],
    [1000, '1000w'],
    [751, '1000w'],
    [750, '750w'],
    [501, '750w'],
    [500, '500w'],
    [301, '500w'],
    [300, '300w'],
    [101, '300w'],
    [100, '100w'],
    [1, '100w'],
    [5000, '1500w'],
  ].map(([w, label]) => ({
    data: {},
    template: `{zz|squarespaceThumbnailForWidth ${w}}`,
    expected: String(label),
  })),
  { data: { s: '2000x1000' }, template: '{s|squarespaceThumbnailForHeight 400}', expected: '1000w' },
  { data: { s: '2000x1000' }, template: '{s|squarespaceThumbnailForHeight 100}', expected: '300w' },
  { data: { s: '2000' }, template: '{s|squarespaceThumbnailForHeight 100}', expected: bad },
]);

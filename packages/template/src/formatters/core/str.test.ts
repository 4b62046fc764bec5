import { renderCases } from './testing/render-cases.js';

renderCases('str', [
  {
    data: { n: 1.5, b: true, s: 'x', o: { a: 1 }, a: [1], z: null },
    template: '[{n|str}][{b|str}][{s|str}][{o|str}][{a|str}][{z|str}][{m|str}]',
    expected: '[1.5][true][x][][][][]',
  },
]);

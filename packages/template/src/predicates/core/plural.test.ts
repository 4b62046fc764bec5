import { renderCases } from '../../formatters/core/testing/render-cases.js';

renderCases('plural?, singular?', [
  {
    data: { ns: [0, 1, 2, '2', '1', true, 1.5, 'x'] },
    template: '{.repeated section ns}{.plural?}p{.or singular?}s{.or}-{.end}{.end}',
    expected: '-sppssp-',
  },
  // Arguments are ignored: the node is tested, not `count`.
  { data: { count: 5 }, template: '{.plural? count}p{.or}n{.end}', expected: 'n' },
  { data: { count: 5 }, template: '{.section count}{.plural?}p{.end}{.end}', expected: 'p' },
]);

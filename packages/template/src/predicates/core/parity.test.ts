import { renderCases } from '../../formatters/core/testing/render-cases.js';

const row = (template: string, data: unknown, expected: string) => ({
  data,
  template: `{.${template}}Y{.or}N{.end}`,
  expected,
});

renderCases('even?, odd?, nth?', [
  {
    data: { ns: [1, 2, 3, 4, -3, 0] },
    template: '{.repeated section ns}{.even?}e{.or}o{.end}{.end}',
    expected: 'oeoeoe',
  },
  {
    data: { ns: [1, 2, -3, 1.5, '3'] },
    template: '{.repeated section ns}{.odd?}o{.or}-{.end}{.end}',
    expected: 'o-o--',
  },
  row('even? n', { n: 4 }, 'Y'),
  row('even? n', { n: '4' }, 'N'),
  row('even? 4', {}, 'Y'),
  row('odd? 7', {}, 'Y'),
  row('even? 2.5', {}, 'N'),
  row('even? zz', {}, 'N'),
  {
    data: { items: ['a', 'b', 'c', 'd', 'e', 'f'] },
    template: '{.repeated section items}{@}{.nth? @index 3}|{.end}{.end}',
    expected: 'abc|def|',
  },
  {
    data: { ns: [2, 3, 4, 6] },
    template: '{.repeated section ns}{.nth? 2}y{.or}n{.end}{.end}',
    expected: 'ynyy',
  },
  row('nth? n 0', { n: 4 }, 'N'),
  row('nth? n 2', { n: '4' }, 'N'),
  row('nth? n -2', { n: -4 }, 'Y'),
  row('nth? n 2', { n: 4.5 }, 'N'),
  row('nth?', { n: 4 }, 'N'),
]);

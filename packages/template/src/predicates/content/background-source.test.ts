import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, node: unknown, expected: 'Y' | 'N') => ({
  data: { node },
  template: `{.section node}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

const sources: [string, number][] = [
  ['undefined', -1],
  ['upload', 1],
  ['instagram', 2],
  ['video', 3],
  ['none', 4],
];

renderCases('background-source predicates', [
  ...sources.flatMap(([name, code]) => [
    test(`background-source-${name}?`, { backgroundSource: code }, 'Y'),
    test(`background-source-${name}?`, { backgroundSource: 99 }, 'N'),
  ]),
]);

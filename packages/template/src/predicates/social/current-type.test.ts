import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, node: unknown, expected: 'Y' | 'N', root: object = {}) => ({
  data: { ...root, node },
  template: `{.section node}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

renderCases('current-type?', [
  test('current-type? heading', { currentType: 1 }, 'Y'),
  test('current-type? social-icons', { currentType: 7 }, 'Y'),
  test('current-type? twitter', { currentType: 19 }, 'Y'),
  test('current-type? undefined', { currentType: -1 }, 'Y'),
  test('current-type? body', { currentType: 1 }, 'N'),
  test('current-type? nosuch', { currentType: 1 }, 'N'),
  test('current-type? constructor', { currentType: 1 }, 'N'),
  test('current-type?', { currentType: 1 }, 'N'),
]);

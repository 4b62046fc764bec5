import { renderCases } from '../../formatters/core/testing/render-cases.js';

renderCases('debug?', [
  { data: { debug: 'false' }, template: '{.debug?}D{.or}-{.end}', expected: 'D' },
  { data: { debug: 0 }, template: '{.debug?}D{.or}-{.end}', expected: '-' },
  { data: { debug: true, s: { x: 1 } }, template: '{.section s}{.debug?}D{.end}{.end}', expected: 'D' },
]);

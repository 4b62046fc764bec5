import { renderCases } from '../core/testing/render-cases.js';

renderCases('AbsUrl', [
  {
    data: { 'base-url': 'https://shop.example', path: 'blog/post' },
    template: '{path|AbsUrl}',
    expected: 'https://shop.example/blog/post',
  },
  { data: { path: 'x' }, template: '{path|AbsUrl}', expected: '/x' },
  {
    data: { 'base-url': 'https://a.b', s: { path: 'p' } },
    template: '{.section s}{path|AbsUrl}{.end}',
    expected: 'https://a.b/p',
  },
]);

import { renderCases } from '../../formatters/core/testing/render-cases.js';

const test = (name: string, node: unknown, expected: 'Y' | 'N', root: object = {}) => ({
  data: { ...root, node },
  template: `{.section node}{.${name}}Y{.or}N{.end}{.end}`,
  expected,
});

renderCases('comments?, disqus?', [
  test('comments?', { commentState: 1 }, 'Y'),
  test('comments?', { publicCommentCount: 3 }, 'Y'),
  test('comments?', { commentState: 2, publicCommentCount: 0 }, 'N'),
  test('comments?', { commentState: 1 }, 'Y', { websiteSettings: { commentsEnabled: true } }),
  test('comments?', { commentState: 1 }, 'N', { websiteSettings: { commentsEnabled: false } }),
  test('comments?', { commentState: 1 }, 'N', { websiteSettings: {} }),
  test('disqus?', { x: 1 }, 'Y', { websiteSettings: { disqusShortName: 'site' } }),
  test('disqus?', { x: 1 }, 'N', { websiteSettings: { disqusShortname: 'site' } }),
  test('disqus?', { x: 1 }, 'N'),
]);

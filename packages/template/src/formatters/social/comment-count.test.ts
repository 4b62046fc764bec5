import { renderCases } from '../core/testing/render-cases.js';

renderCases('comment-count', [
  { data: { item: { publicCommentCount: 0 } }, template: '{item|comment-count}', expected: 'No Comments' },
  { data: { item: { publicCommentCount: 1 } }, template: '{item|comment-count}', expected: '1 Comment' },
  { data: { item: { publicCommentCount: 12 } }, template: '{item|comment-count}', expected: '12 Comments' },
  { data: { item: {} }, template: '{item|comment-count}', expected: 'No Comments' },
]);

import { renderCases } from '../core/testing/render-cases.js';

const on = { websiteSettings: { simpleLikingEnabled: true } };

renderCases('like-button', [
  {
    data: { ...on, item: { id: 'p1', likeCount: 7 } },
    template: '{item|like-button}',
    expected:
      '<span class="ts-like-button" data-item-id="p1" data-like-count="7"><button type="button" class="ts-like-button__toggle" aria-pressed="false" aria-label="Like 7">' +
      '<span class="ts-like-button__icon" aria-hidden="true"></span><span class="ts-like-button__count" aria-hidden="true">7</span></button></span>',
  },
  { data: { item: { id: 'p1', likeCount: 7 } }, template: '[{item|like-button}]', expected: '[]' },
  { data: { ...on }, template: '[{zz|like-button}]', expected: '[]' },
]);

import { renderCases } from '../core/testing/render-cases.js';

const item = { id: 'i"1', fullUrl: '/blog/post', publicCommentCount: 2, commentState: 1 };

renderCases('comment-link', [
  {
    data: { item },
    template: '{item|comment-link}',
    expected: '<a class="ts-comment-link" href="/blog/post#comments-i&quot;1">2 Comments</a>',
  },
  {
    data: { item, websiteSettings: { disqusShortname: 'site' } },
    template: '{item|comment-link}',
    expected:
      '<a class="ts-comment-link ts-comment-link--disqus" href="/blog/post#disqus_thread" data-disqus-identifier="i&quot;1"></a>',
  },
]);

renderCases('comments', [
  {
    data: { item },
    template: '{item|comments}',
    expected:
      '<section class="ts-comments" id="comments-i&quot;1" aria-label="Comments" data-item-id="i&quot;1" data-comment-count="2" data-comment-state="1"></section>',
  },
  {
    data: { collection: { id: 'c1', publicCommentCount: 0, commentState: 2 } },
    template: '{x|comments}',
    expected:
      '<section class="ts-comments" id="comments-c1" aria-label="Comments" data-item-id="c1" data-comment-count="0" data-comment-state="2"></section>',
  },
  {
    data: { item, websiteSettings: { disqusShortname: 'site' } },
    template: '{item|comments}',
    expected:
      '<section class="ts-comments ts-comments--disqus" aria-label="Comments"><div id="disqus_thread"></div></section>',
  },
]);

import { renderCases } from '../core/testing/render-cases.js';

renderCases('activate-twitter-links', [
  {
    data: { t: 'See https://ex.com/a?b=1&c=2 now' },
    template: '{t|activate-twitter-links}',
    expected:
      'See <a href="https://ex.com/a?b=1&amp;c=2" target="new" rel="noopener noreferrer">https://ex.com/a?b=1&amp;c=2</a> now',
  },
  {
    data: { t: '@ann likes #cats, mail a@b.c' },
    template: '{t|activate-twitter-links}',
    expected:
      '<a href="https://twitter.com/ann">@ann</a> likes <a href="https://twitter.com/hashtag/cats">#cats</a>, mail a@b.c',
  },
  {
    data: { t: 'ftp://f.org/x and file:///tmp/y' },
    template: '{t|activate-twitter-links}',
    expected:
      '<a href="ftp://f.org/x" target="new" rel="noopener noreferrer">ftp://f.org/x</a> and <a href="file:///tmp/y" target="new" rel="noopener noreferrer">file:///tmp/y</a>',
  },
  {
    data: { t: 'x#no @ <script>' },
    template: '{t|activate-twitter-links}',
    expected: 'x#no @ &lt;script&gt;',
  },
  {
    data: { t: 'http://a.b/#frag' },
    template: '{t|activate-twitter-links}',
    expected: '<a href="http://a.b/#frag" target="new" rel="noopener noreferrer">http://a.b/#frag</a>',
  },
]);

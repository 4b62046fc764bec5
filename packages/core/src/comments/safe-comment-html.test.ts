import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeCommentHtml } from './safe-comment-html.js';

describe('safeCommentHtml', () => {
  it.each([
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['<b onclick="x()">Hi</b> <em>there</em>', '<b>Hi</b> <em>there</em>'],
    ['a<script>alert(1)</script>b', 'ab'],
    ['<style>p{}</style><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>pic', 'pic'],
    [
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank">x</a>',
      '<a href="https://example.com/?a=1&amp;b=2" rel="nofollow ugc">x</a>',
    ],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow ugc">x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a rel="nofollow ugc">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="nofollow ugc">x</a>'],
    ['<p>line<br/>two', '<p>line<br>two</p>'],
    ['<ul><li><b>one</li></ul>', '<ul><li><b>one</b></li></ul>'],
    ['</b>stray', 'stray'],
    ['<!-- hidden -->shown', 'shown'],
    ['&lt;b&gt; stays text', '&lt;b&gt; stays text'],
    ['<div class="x"><span>kept text</span></div>', 'kept text'],
  ])('%s', (input, expected) => {
    expect(safeCommentHtml(input)).toBe(expected);
  });

  it('never lets a tag other than the allowed ones, an event handler or a script URL through', () => {
    const piece = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=1>',
      '<a href="javascript:x">',
      '<b>',
      '</b>',
      '<',
      '>',
      '"',
      "'",
      '&',
      'text',
      '<svg onload=1>',
      '<!--',
      '-->',
      '<p',
      '=',
      ' ',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const html = safeCommentHtml(pieces.join(''));
        expect(html).not.toMatch(/<(?!\/?(a|b|strong|i|em|u|s|p|br|blockquote|code|pre|ul|ol|li)[\s>])/i);
        expect(html).not.toMatch(/on[a-z]+=|javascript:/i);
      }),
      { numRuns: 300 },
    );
  });
});

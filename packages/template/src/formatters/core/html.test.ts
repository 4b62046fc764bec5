import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeAttr, escapeHtml } from './html.js';
import { renderCases } from './testing/render-cases.js';

renderCases('html, htmlattr, htmltag', [
  {
    data: { user: { name: '<Ann>' } },
    template: '{user.name} {user.name|html} {user.missing}!',
    expected: '<Ann> &lt;Ann&gt; !',
  },
  { data: { a: `Tom & "Jerry" <'x'>` }, template: '{a|html}', expected: `Tom &amp; "Jerry" &lt;'x'&gt;` },
  {
    data: { a: `Tom & "Jerry" <'x'>` },
    template: '{a|htmlattr}',
    expected: `Tom &amp; &quot;Jerry&quot; &lt;'x'&gt;`,
  },
  { data: { a: `"<&>"` }, template: '{a|htmltag}', expected: '&quot;&lt;&amp;&gt;&quot;' },
  {
    data: { n: 12.5, b: true, o: { x: 1 } },
    template: '[{n|html}][{b|html}][{o|html}][{zz|html}]',
    expected: '[12.5][true][][]',
  },
  {
    data: { a: 'x' },
    template: '[{a|html|nosuch}]',
    expected: '[{a|html|nosuch}]',
    errors: ["Formatter 'nosuch' is unknown"],
  },
]);

describe('escapeHtml, escapeAttr', () => {
  it('leave no markup characters and unescape back to the text', () => {
    const unescape = (t: string) =>
      t
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>]/);
        expect(escapeAttr(s)).not.toMatch(/[<>"]/);
        expect(unescape(escapeHtml(s))).toBe(s);
        expect(unescape(escapeAttr(s))).toBe(s);
      }),
    );
  });
});

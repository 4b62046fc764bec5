import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from './document-text.js';
import { highlight, snippet } from './snippet.js';

describe('search text and snippets', () => {
  it('takes the visible text of HTML: entities decoded, scripts dropped, blocks separated', () => {
    expect(htmlToText('<p>Fish &amp; chips</p><p>Tea<script>steal()</script></p><style>p{}</style>')).toBe(
      'Fish & chips Tea',
    );
  });

  it('marks every word that starts with a term, escaping the rest', () => {
    expect(highlight('Glazes <b> and glazing, unglazed', ['glaz'])).toBe(
      '<mark>Glazes</mark> &lt;b&gt; and <mark>glazing</mark>, unglazed',
    );
  });

  it('cuts a window around the first match with ellipses', () => {
    const text = `${'clay '.repeat(60)}kiln ${'ash '.repeat(60)}`;
    const result = snippet(text, ['kiln']);
    expect(result.startsWith('… ')).toBe(true);
    expect(result.endsWith(' …')).toBe(true);
    expect(result).toContain('<mark>kiln</mark>');
    expect(result.length).toBeLessThan(320);
    expect(snippet('short text', ['nothing'])).toBe('short text');
  });

  it('never returns markup other than <mark>', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { maxLength: 3 }),
        (text, terms) => {
          const html = snippet(text, terms).replace(/<\/?mark>/g, '');
          return !/[<>]/.test(html);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.js';
import { renderCases } from './testing/render-cases.js';

const long = 'x'.repeat(120);

renderCases('truncate', [
  {
    data: { items: [1, 2, 3], title: 'A long headline here' },
    template: '{.var @n items|count}{.var @short title|truncate 8}{@n} / {@short}',
    expected: '3 / A long ...',
  },
  { data: { s: 'The quick brown fox' }, template: '{s|truncate 10}', expected: 'The quick ...' },
  {
    data: { title: 'A long headline here' },
    template: '{.var @short title|truncate 8}{@short}',
    expected: 'A long ...',
  },
  { data: { s: 'Short' }, template: '{s|truncate 10}', expected: 'Short' },
  { data: { s: 'Exactly10!' }, template: '{s|truncate 10}', expected: 'Exactly10!' },
  { data: { s: 'Unbrokenwordhere' }, template: '{s|truncate 5}', expected: 'Unbro...' },
  { data: { s: 'The quick brown fox' }, template: '{s|truncate 10 …}', expected: 'The quick …' },
  { data: { s: long }, template: '{s|truncate}', expected: `${'x'.repeat(100)}...` },
  {
    data: { s: 'The quick brown fox' },
    template: '{s|truncate 0}|{s|truncate abc}|{s|truncate 2.5}',
    expected: 'The quick brown fox|The quick brown fox|The quick brown fox',
  },
]);

describe('truncateText', () => {
  it('keeps short text, else a prefix of at most N characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 40 }), (s, n) => {
        const out = truncateText(s, n, '...');
        if (s.length <= n) {
          expect(out).toBe(s);
          return;
        }
        expect(out.endsWith('...')).toBe(true);
        const head = out.slice(0, -3);
        expect(head.length).toBeLessThanOrEqual(n);
        expect(s.startsWith(head)).toBe(true);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slug } from './slugify.js';
import { renderCases } from './testing/render-cases.js';

renderCases('slugify', [
  { data: { s: 'Hello, World!  Foo_bar' }, template: '{s|slugify}', expected: 'hello-world-foobar' },
  { data: { s: 'Crème brûlée -- 2024' }, template: '{s|slugify}', expected: 'crme-brle----2024' },
  { data: { s: 'Tab\there' }, template: '{s|slugify}', expected: 'tab-here' },
]);

describe('slug', () => {
  it('is lower-case ASCII letters, digits and dashes, and stable', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(slug(s)).toMatch(/^[a-z0-9-]*$/);
        expect(slug(slug(s))).toBe(slug(s));
      }),
    );
  });
});

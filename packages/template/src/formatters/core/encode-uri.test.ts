import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../render.js';
import { renderCases } from './testing/render-cases.js';

renderCases('encode-uri, encode-uri-component', [
  {
    data: { s: 'http://x.org/a b?q=ü&r=1#f' },
    template: '{s|encode-uri}',
    expected: 'http://x.org/a%20b?q=%C3%BC&r=1#f',
  },
  { data: { s: `;,/?:@&=+$-_.!~*'()#` }, template: '{s|encode-uri}', expected: `;,/?:@&=+$-_.!~*'()#` },
  {
    data: { s: `a b/c?d=é&${'`'}!~*'()` },
    template: '{s|encode-uri-component}',
    expected: "a%20b%2Fc%3Fd%3D%C3%A9%26%60!~*'()",
  },
  // An unpaired surrogate would make JavaScript's encoders throw; it becomes U+FFFD.
  { data: { s: 'x\uD800y' }, template: '{s|encode-uri-component}', expected: 'x%EF%BF%BDy' },
  { data: { s: 'x\uDC00' }, template: '{s|encode-uri}', expected: 'x%EF%BF%BD' },
]);

describe('encode-uri-component', () => {
  it('matches encodeURIComponent on well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(render('{s|encode-uri-component}', { s }).html).toBe(encodeURIComponent(s));
      }),
    );
  });

  it('never fails on any UTF-16 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const { html, errors } = render('{s|encode-uri-component}|{s|encode-uri}', { s });
        expect(errors).toEqual([]);
        expect(html).toMatch(/^[A-Za-z0-9%\-_.!~*'();,/?:@&=+$#|]*$/);
      }),
    );
  });
});

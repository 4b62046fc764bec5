import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { urlEncodeText } from './url-encode.js';
import { renderCases } from './testing/render-cases.js';

renderCases('url-encode (R-TS rules, Appendix B #13)', [
  { data: { s: 'a b@c*d_e+f-g.h/i' }, template: '{s|url-encode}', expected: 'a%20b@c*d_e+f-g.h/i' },
  {
    data: { s: `!~'()?&=#é€` },
    template: '{s|url-encode}',
    expected: '%21%7E%27%28%29%3F%26%3D%23%C3%A9%E2%82%AC',
  },
  { data: { n: 1.5 }, template: '{n|url-encode}{zz|url-encode}', expected: '1.5' },
]);

describe('urlEncodeText', () => {
  it('writes only kept characters and %XX, and decodes back to the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const encoded = urlEncodeText(s);
        expect(encoded).toMatch(/^(?:[A-Za-z0-9@*_+\-./]|%[0-9A-F]{2})*$/);
        expect(decodeURIComponent(encoded)).toBe(s);
      }),
    );
  });
});

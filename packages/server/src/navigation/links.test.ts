import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invalidLinkMessage, isAllowedLink } from './links.js';

describe('isAllowedLink', () => {
  it.each([
    ['https://example.com/page', true],
    ['http://example.com', true],
    ['mailto:hello@example.com', true],
    ['tel:+15551234567', true],
    ['/shop/p/linen-shirt', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    ['data:text/html,<p>x</p>', false],
    ['//evil.example/', false],
    ['/\\evil.example', false],
    ['ftp://example.com', false],
    ['not a url', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isAllowedLink(value)).toBe(expected);
  });

  it('never allows a link that would run script or leave the scheme list', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(isAllowedLink(`javascript:${rest}`)).toBe(false);
        expect(isAllowedLink(`vbscript:${rest}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        expect(isAllowedLink(url)).toBe(/^https?:/.test(url));
      }),
      { numRuns: 40 },
    );
  });

  it('words the message like the editor', () => {
    expect(invalidLinkMessage('foo')).toBe('foo is not a valid page URL');
  });
});

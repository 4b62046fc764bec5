import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './urls.js';

/** What a browser would do with the link: resolve it against a page of the site. */
function resolved(link: string): URL {
  return new URL(link, 'https://site.example/shop/p/mug');
}

describe('safeLinkUrl', () => {
  it('keeps http(s), mailto, tel and site paths', () => {
    for (const link of [
      'https://example.com/a?b=1#c',
      'HTTP://Example.com',
      'mailto:hello@example.com',
      'tel:+15035550142',
      '/about',
      '/shop?category=mugs',
    ]) {
      expect(safeLinkUrl(link)).toBe(link);
    }
    expect(safeLinkUrl('  /about ')).toBe('/about');
  });

  it('drops script and data links, protocol-relative links and what browsers reinterpret', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https:evil.example',
      'https:///evil.example',
      'ftp://example.com',
      'about',
      '',
      '   ',
      'x'.repeat(3000),
    ]) {
      expect(safeLinkUrl(link), JSON.stringify(link)).toBeUndefined();
    }
    expect(safeLinkUrl(42)).toBeUndefined();
    expect(safeLinkUrl({ url: '/about' })).toBeUndefined();
  });

  it('only ever returns links a browser opens on http(s), mailto or tel, and paths that stay on the site', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
        ),
        (input) => {
          const link = safeLinkUrl(input);
          if (link === undefined) return;
          const url = resolved(link);
          expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(url.protocol);
          if (link.startsWith('/')) expect(url.host).toBe('site.example');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps every well-formed web address', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeLinkUrl(url)).toBe(url);
      }),
    );
  });
});

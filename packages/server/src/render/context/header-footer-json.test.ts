import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headerFooterJson, logoChoice } from './header-footer-json.js';
import { safeLinkUrl } from './urls.js';

const LINK_KEYS = ['url', 'href', 'link', 'profileUrl', 'externalLink'];

/** Every string under a link key, anywhere in the value. */
function links(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(links);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    LINK_KEYS.includes(key) && typeof inner === 'string' ? [inner] : links(inner),
  );
}

describe('headerFooterJson', () => {
  it('keeps the owner’s shape and drops entries whose link we would not print', () => {
    const cleaned = headerFooterJson({
      header: { announcement: 'Sale', logo: { fileId: 'f1', link: 'javascript:x' }, showCart: false },
      footer: {
        links: [
          { label: 'FAQ', url: '/faq' },
          { label: 'Bad', url: 'javascript:alert(1)' },
        ],
        social: [{ service: 'x', url: 'https://x.example/me' }],
        nested: { deeper: [{ href: '//evil.example' }, { href: 'tel:+15550100' }] },
        text: 'javascript: is only text here',
      },
    });
    expect(cleaned).toEqual({
      header: { announcement: 'Sale', showCart: false },
      footer: {
        links: [{ label: 'FAQ', url: '/faq' }],
        social: [{ service: 'x', url: 'https://x.example/me' }],
        nested: { deeper: [{ href: 'tel:+15550100' }] },
        text: 'javascript: is only text here',
      },
    });
    expect(headerFooterJson({ header: null, footer: ['x'] })).toEqual({ header: {}, footer: {} });
  });

  it('never lets an unsafe link through, whatever the owner saved', () => {
    const link = fc.oneof(
      fc.webUrl(),
      fc.string(),
      fc.constantFrom('javascript:alert(1)', '//x.example', '/ok'),
    );
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(fc.oneof(fc.constantFrom(...LINK_KEYS), fc.string()), fc.oneof(link, tie('value')), {
          maxKeys: 4,
        }),
      ),
    })).value;
    fc.assert(
      fc.property(json, json, (header, footer) => {
        const cleaned = headerFooterJson({ header, footer });
        for (const found of links(cleaned)) expect(safeLinkUrl(found)).toBe(found);
      }),
      { numRuns: 300 },
    );
  });
});

describe('logoChoice', () => {
  it('reads header.logo {fileId, altText} and nothing else', () => {
    expect(logoChoice({ header: { logo: { fileId: 'f1', altText: ' Studio ' } }, footer: {} })).toEqual({
      fileId: 'f1',
      altText: 'Studio',
    });
    expect(logoChoice({ header: { logo: { fileId: 'f1' } }, footer: {} })).toEqual({
      fileId: 'f1',
      altText: '',
    });
    expect(logoChoice({ header: { logo: 'f1' }, footer: {} })).toBeUndefined();
    expect(logoChoice({ header: { logo: { fileId: '' } }, footer: {} })).toBeUndefined();
    expect(logoChoice({ header: [], footer: {} })).toBeUndefined();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOwnerRedirect, isSameSitePath, safePagePath } from './redirects.js';

describe('form redirects', () => {
  it.each([
    ['/contact', true],
    ['/contact?x=1#top', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/ spaced', false],
    ['/\ttab', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('isSameSitePath(%j) is %s', (value, expected) => {
    expect(isSameSitePath(value)).toBe(expected);
  });

  it.each([
    ['/thanks', true],
    ['https://example.org/thanks?a=1', true],
    ['http://example.org', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['https://user:pass@example.org', false],
    ['//evil.example', false],
    [' https://example.org', false],
  ])('isOwnerRedirect(%j) is %s', (value, expected) => {
    expect(isOwnerRedirect(value)).toBe(expected);
  });

  it('never turns any visitor input into an address on another host', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const path = safePagePath(input);
        expect(new URL(path, 'https://site.example/').host).toBe('site.example');
      }),
      { numRuns: 2000 },
    );
  });
});

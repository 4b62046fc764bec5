import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasCartCookie, isSiteUserAuthenticated, readCookie } from './cookies.js';

describe('cookies', () => {
  it('reads one cookie among others, decoded', () => {
    expect(readCookie('crumb', 'a=1; crumb=x%20y; b=2')).toBe('x y');
    expect(readCookie('crumb', 'crumbs=1')).toBeUndefined();
    expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('finds any encoded value again', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (value, other) => {
        const text = `x=${encodeURIComponent(other)}; crumb=${encodeURIComponent(value)}`;
        return readCookie('crumb', text) === value;
      }),
    );
  });

  it('reads the site user and cart cookies', () => {
    const user = (info: unknown) => `SiteUserInfo=${encodeURIComponent(JSON.stringify(info))}`;
    expect(isSiteUserAuthenticated(user({ authenticated: true, siteUserId: 'u' }))).toBe(true);
    expect(isSiteUserAuthenticated(user({ authenticated: 'yes' }))).toBe(false);
    expect(isSiteUserAuthenticated('')).toBe(false);
    expect(hasCartCookie('ts_cart=c1')).toBe(true);
    expect(hasCartCookie('ts_cart=')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { HeaderFooter } from '../api/navigation.js';
import { chromeOf, footerLinksOf, withChrome, withFooterLinks } from './header-footer.js';

describe('header and footer settings', () => {
  const saved: HeaderFooter = {
    header: { logo: { fileId: 'f1' }, announcement: 'Free shipping' },
    footer: {
      links: [{ label: 'Shipping', url: '/shipping' }, { url: 'https://x.example' }, 'junk'],
      hours: '9–5',
    },
  };

  it('reads the texts the theme prints, and footer links with a url', () => {
    expect(chromeOf(saved)).toEqual({
      announcement: 'Free shipping',
      tagline: '',
      showCart: true,
      address: '',
      hours: '9–5',
      email: '',
      text: '',
    });
    expect(footerLinksOf(saved)).toEqual([
      { label: 'Shipping', url: '/shipping' },
      { label: 'https://x.example', url: 'https://x.example' },
    ]);
  });

  it('keeps the logo and other keys, drops emptied texts, stores the address as lines', () => {
    const next = withChrome(saved, {
      ...chromeOf(saved),
      announcement: '',
      showCart: false,
      address: ' 1 Fern Lane \n\nLeeds ',
    });
    expect(next.header).toEqual({ logo: { fileId: 'f1' }, showCart: false });
    expect(next.footer).toMatchObject({ address: ['1 Fern Lane', 'Leeds'], hours: '9–5' });
    expect(withChrome(next, chromeOf(next))).toEqual(next);
  });

  it('replaces the footer links in their new order', () => {
    const next = withFooterLinks(saved, [
      { label: 'B', url: '/b' },
      { label: 'A', url: '/a' },
    ]);
    expect(next.footer['links']).toEqual([
      { label: 'B', url: '/b' },
      { label: 'A', url: '/a' },
    ]);
    expect(next.footer['hours']).toBe('9–5');
  });
});

import { describe, expect, it } from 'vitest';
import { campaignOf, clientTraits, pathOf, referrerHost, visitorHash } from './enrich.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('enrichment', () => {
  it('flags bots and classifies devices and browsers', () => {
    expect(clientTraits('Googlebot/2.1 (+http://www.google.com/bot.html)').isBot).toBe(true);
    expect(clientTraits(CHROME)).toEqual({ isBot: false, device: 'desktop', browser: 'Chrome' });
    expect(clientTraits(IPHONE)).toMatchObject({ isBot: false, device: 'mobile', browser: 'Safari' });
    expect(clientTraits('').isBot).toBe(true);
  });

  it('hashes visitors per salt without keeping the IP', () => {
    const a = visitorHash('salt-1', 'w1', '203.0.113.9', CHROME);
    expect(a).not.toContain('203');
    expect(visitorHash('salt-1', 'w1', '203.0.113.9', CHROME)).toBe(a);
    expect(visitorHash('salt-2', 'w1', '203.0.113.9', CHROME)).not.toBe(a);
  });

  it('reads external referrers, campaigns and paths', () => {
    expect(referrerHost('https://www.google.com/search?q=x', 'shop.example')).toBe('google.com');
    expect(referrerHost('https://shop.example/a', 'shop.example:3000')).toBeNull();
    expect(referrerHost('javascript:alert(1)', 'shop.example')).toBeNull();
    expect(referrerHost('nonsense', 'shop.example')).toBeNull();
    expect(campaignOf('?utm_source=news&utm_campaign=spring')).toEqual({
      source: 'news',
      medium: null,
      campaign: 'spring',
    });
    expect(pathOf('https://shop.example/shop/p/mug?x=1#y')).toBe('/shop/p/mug');
    expect(pathOf('/cart')).toBe('/cart');
  });
});

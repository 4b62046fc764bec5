import { describe, expect, it } from 'vitest';
import { DEFAULT_ROBOTS_RULES, robotsRulesError, robotsTxt } from './robots.js';

describe('robots.txt', () => {
  it('starts by keeping crawlers out of the studio, cart, checkout, accounts and APIs, and names the sitemap', () => {
    expect(robotsTxt(DEFAULT_ROBOTS_RULES, 'https://shop.example')).toBe(
      [
        'User-agent: *',
        'Disallow: /config',
        'Disallow: /api/',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /account',
        '',
        'Sitemap: https://shop.example/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(robotsTxt('', 'https://shop.example')).toBe('Sitemap: https://shop.example/sitemap.xml\n');
  });

  it('takes the fields crawlers read, with comments, and names the first line that is not one', () => {
    expect(
      robotsRulesError('# mine\r\nUser-agent: Googlebot\nAllow: /\ncrawl-delay: 5 # slow\n'),
    ).toBeUndefined();
    expect(robotsRulesError('User-agent: *\nDisalow: /x')).toBe(
      'Line 2: write a rule as "Field: value" with User-agent, Allow, Disallow, Sitemap or Crawl-delay',
    );
    expect(robotsRulesError('x'.repeat(50_001))).toBe('The rules are longer than 50000 characters');
  });
});

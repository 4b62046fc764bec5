import { describe, expect, it } from 'vitest';
import { matchUrlMapping, parseUrlMappings, type UrlMappingRule } from './url-mappings.js';

function rules(text: string): UrlMappingRule[] {
  const parsed = parseUrlMappings(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.rules;
}

describe('URL mappings', () => {
  const table = rules(
    [
      '# moved from the old shop',
      '/old-page -> /new-page 301',
      '',
      '/blog/[year]/[slug] -> /journal/[slug] 302',
      '/old-shop/* -> /shop/*',
      '/sale -> https://example.com/sale?from=old 302',
      '/ -> /welcome 302',
    ].join('\n'),
  );

  it('reads the lines with their statuses, 301 by default, skipping comments and blank lines', () => {
    expect(table.map(({ from, to, status }) => ({ from, to, status }))).toEqual([
      { from: '/old-page', to: '/new-page', status: 301 },
      { from: '/blog/[year]/[slug]', to: '/journal/[slug]', status: 302 },
      { from: '/old-shop/*', to: '/shop/*', status: 301 },
      { from: '/sale', to: 'https://example.com/sale?from=old', status: 302 },
      { from: '/', to: '/welcome', status: 302 },
    ]);
  });

  it.each([
    ['/old-page', '', '/new-page', 301],
    ['/OLD-page/', '', '/new-page', 301],
    ['/old-page', 'utm=1', '/new-page?utm=1', 301],
    ['/blog/2019/first-post', '', '/journal/first-post', 302],
    ['/old-shop', '', '/shop/', 301],
    ['/old-shop/mugs/blue mug', '', '/shop/mugs/blue%20mug', 301],
    ['/sale', 'a=1', 'https://example.com/sale?from=old', 302],
    ['/', '', '/welcome', 302],
  ])('sends %s?%s to %s (%i)', (path, query, location, status) => {
    expect(matchUrlMapping(table, path, query)).toEqual({ location, status });
  });

  it('leaves other paths alone and never sends a visitor to another host through a wildcard', () => {
    expect(matchUrlMapping(table, '/old-pages', '')).toBeUndefined();
    expect(matchUrlMapping(table, '/blog/2019', '')).toBeUndefined();
    expect(matchUrlMapping(table, '/old-shop//evil.example/x', '')).toEqual({
      location: '/shop/evil.example/x',
      status: 301,
    });
    expect(matchUrlMapping(rules('/a/* -> /*'), '/a//evil.example', '')?.location).toBe('/evil.example');
  });

  it.each([
    ['/a /b', 'Line 1: write it as: /old-path -> /new-path 301'],
    ['/a -> /b 307', 'Line 1: the status must be 301 or 302'],
    ['old -> /b', 'Line 1: the old address must be a path starting with /'],
    ['/a?x=1 -> /b', 'Line 1: the old address cannot have a query (?) or fragment (#)'],
    ['/a/*/b -> /b', 'Line 1: a wildcard * can only be the last part of the old address (/old/*)'],
    ['/a-[x] -> /b', 'Line 1: a [name] placeholder must be a whole part of the address (/blog/[slug])'],
    [
      '/ok -> /fine\n/a -> javascript:alert(1)',
      'Line 2: the new address must be a path starting with / or an http(s) address',
    ],
    ['/a -> //evil.example', 'Line 1: the new address must be a path starting with / or an http(s) address'],
    ['/a/[x] -> /b/[y]', 'Line 1: [y] is not in the old address'],
    ['/a -> /b/*', 'Line 1: the new address uses * but the old address has none'],
    ['/[x]/[x] -> /b', 'Line 1: a [name] placeholder is used twice'],
    ['/a -> /A/', 'Line 1: the new address matches the old one, so visitors would go round in circles'],
    [
      '/old/* -> /old/new/*',
      'Line 1: the new address matches the old one, so visitors would go round in circles',
    ],
  ])('refuses %j: %s', (text, message) => {
    expect(parseUrlMappings(text)).toMatchObject({ ok: false, message });
  });
});

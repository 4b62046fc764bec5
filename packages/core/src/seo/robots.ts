/**
 * robots.txt: the rules a site starts with, and the check of the owner's own. The server adds
 * the `Sitemap:` line naming the site's /sitemap.xml to whatever the rules are.
 */

/** Paths crawlers have no business in: the studio, the cart, checkout, accounts and the APIs. */
export const ROBOTS_DISALLOWED_PATHS = ['/config', '/api/', '/cart', '/checkout', '/account'] as const;

export const DEFAULT_ROBOTS_RULES = [
  'User-agent: *',
  ...ROBOTS_DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
].join('\n');

/** Google reads the first 500 KiB of a robots.txt; owners' rules stay well under it. */
export const ROBOTS_MAX_TEXT = 50_000;

const FIELDS = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay', 'host', 'clean-param']);

/** What is wrong with the owner's robots.txt rules (the first line that is wrong), else undefined. */
export function robotsRulesError(text: string): string | undefined {
  if (text.length > ROBOTS_MAX_TEXT) return `The rules are longer than ${ROBOTS_MAX_TEXT} characters`;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') continue;
    const colon = line.indexOf(':');
    const field = colon > 0 ? line.slice(0, colon).trim().toLowerCase() : '';
    if (!FIELDS.has(field))
      return `Line ${index + 1}: write a rule as "Field: value" with User-agent, Allow, Disallow, Sitemap or Crawl-delay`;
  }
  return undefined;
}

/** The robots.txt answered: the rules, then the sitemap of the site at `baseUrl`. */
export function robotsTxt(rules: string, baseUrl: string): string {
  const body = rules.replace(/\r\n/g, '\n').trimEnd();
  return `${body}${body ? '\n\n' : ''}Sitemap: ${baseUrl}/sitemap.xml\n`;
}

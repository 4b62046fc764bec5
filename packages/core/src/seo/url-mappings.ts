/**
 * URL mappings: the owner's redirects from old addresses, one per line, as a shop moving from
 * another platform pastes them:
 *
 *   /old-page -> /new-page 301
 *   /blog/[slug] -> /journal/[slug] 301
 *   /old-shop/* -> /shop/* 302
 *   /sale -> https://example.com/sale
 *
 * `[name]` matches one path segment and `*` (at the end) the rest of the path; the target may use
 * them again. The status is 301 (permanent, the default) or 302 (temporary). Blank lines and
 * lines starting with `#` are ignored. Matching ignores letter case and a trailing slash; the
 * first matching line wins.
 */

export const URL_MAPPING_STATUSES = [301, 302] as const;
export type UrlMappingStatus = (typeof URL_MAPPING_STATUSES)[number];

/** At most this many mappings, and this many characters in all (the studio's text). */
export const URL_MAPPINGS_MAX = 2_000;
export const URL_MAPPINGS_MAX_TEXT = 200_000;
const MAX_PATH = 1_000;

export interface UrlMapping {
  from: string;
  to: string;
  status: UrlMappingStatus;
}

export interface UrlMappingRule extends UrlMapping {
  pattern: RegExp;
  names: readonly string[];
}

export type UrlMappingsParse =
  { ok: true; rules: UrlMappingRule[] } | { ok: false; line: number; message: string };

const LINE = /^(\S+)\s*->\s*(\S+)(?:\s+(\S+))?$/;
const PLACEHOLDER = /\[([A-Za-z0-9_]{1,40})\]/g;
const SEGMENT_PLACEHOLDER = /^\[[A-Za-z0-9_]{1,40}\]$/;
const EXTERNAL = /^https?:\/\/[^/\s?#]+/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function checkFrom(from: string): string | undefined {
  if (!from.startsWith('/') || from.startsWith('//')) return 'the old address must be a path starting with /';
  if (from.length > MAX_PATH) return `the old address is longer than ${MAX_PATH} characters`;
  if (/[?#]/.test(from)) return 'the old address cannot have a query (?) or fragment (#)';
  const segments = from.split('/').slice(1);
  for (const [i, segment] of segments.entries()) {
    if (segment.includes('*') && (segment !== '*' || i !== segments.length - 1))
      return 'a wildcard * can only be the last part of the old address (/old/*)';
    if (segment.includes('[') && !SEGMENT_PLACEHOLDER.test(segment))
      return 'a [name] placeholder must be a whole part of the address (/blog/[slug])';
  }
  return undefined;
}

function checkTo(to: string, names: readonly string[], wildcard: boolean): string | undefined {
  const path = to.replace(EXTERNAL, '');
  if (!(to.startsWith('/') && !to.startsWith('//')) && !EXTERNAL.test(to))
    return 'the new address must be a path starting with / or an http(s) address';
  if (to.length > MAX_PATH) return `the new address is longer than ${MAX_PATH} characters`;
  for (const [, name] of path.matchAll(PLACEHOLDER)) {
    if (!names.includes(name ?? '')) return `[${name}] is not in the old address`;
  }
  if (path.includes('*') && !wildcard) return 'the new address uses * but the old address has none';
  return undefined;
}

function compile(from: string): { pattern: RegExp; names: string[] } | undefined {
  const names: string[] = [];
  const body = trimSlash(from)
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?:/(?<rest>.*))?';
      const name = SEGMENT_PLACEHOLDER.test(segment) ? segment.slice(1, -1) : undefined;
      if (name) {
        names.push(name);
        return `/(?<p_${name}>[^/]+)`;
      }
      return `/${escapeRegExp(segment)}`;
    })
    .slice(1)
    .join('');
  if (new Set(names).size !== names.length) return undefined;
  return { pattern: new RegExp(`^${body || '/'}/?$`, 'i'), names };
}

/** One line as a rule, or what is wrong with it. */
function parseLine(line: string): UrlMappingRule | string {
  const match = LINE.exec(line);
  if (!match) return 'write it as: /old-path -> /new-path 301';
  const [, from = '', to = '', code] = match;
  const status = code === undefined ? 301 : Number(code);
  if (code !== undefined && !/^30[12]$/.test(code)) return 'the status must be 301 or 302';
  const fromError = checkFrom(from);
  if (fromError) return fromError;
  const compiled = compile(from);
  if (!compiled) return 'a [name] placeholder is used twice';
  const { pattern, names } = compiled;
  const toError = checkTo(to, names, from.endsWith('*'));
  if (toError) return toError;
  // A target the same line would send on again is an endless loop of redirects.
  if (to.startsWith('/') && pattern.test(to.replace(PLACEHOLDER, 'x').replace('*', 'x').split('?')[0] ?? ''))
    return 'the new address matches the old one, so visitors would go round in circles';
  return { from, to, status: status as UrlMappingStatus, pattern, names };
}

/** The mappings of the owner's text, or the first line that is wrong (1-based) and why. */
export function parseUrlMappings(text: string): UrlMappingsParse {
  if (text.length > URL_MAPPINGS_MAX_TEXT)
    return {
      ok: false,
      line: 0,
      message: `The mappings are longer than ${URL_MAPPINGS_MAX_TEXT} characters`,
    };
  const rules: UrlMappingRule[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const rule = parseLine(line);
    if (typeof rule === 'string')
      return { ok: false, line: index + 1, message: `Line ${index + 1}: ${rule}` };
    rules.push(rule);
    if (rules.length > URL_MAPPINGS_MAX)
      return { ok: false, line: index + 1, message: `At most ${URL_MAPPINGS_MAX} URL mappings` };
  }
  return { ok: true, rules };
}

/**
 * Where the first matching rule sends a request path (decoded, without its query); the request's
 * query is kept when the target has none.
 */
export function matchUrlMapping(
  rules: readonly UrlMappingRule[],
  path: string,
  query = '',
): { location: string; status: UrlMappingStatus } | undefined {
  for (const rule of rules) {
    const found = rule.pattern.exec(path);
    if (!found) continue;
    const groups = found.groups ?? {};
    let location = rule.to.replace(PLACEHOLDER, (_, name: string) =>
      encodeURIComponent(groups[`p_${name}`] ?? ''),
    );
    location = location.replace('*', encodeURI(groups['rest'] ?? ''));
    // Never `//host` (another site) from what the visitor typed: a path keeps one leading slash.
    location = location.replace(/([^:/])\/{2,}/g, '$1/').replace(/^\/{2,}/, '/');
    if (query && !location.includes('?')) location += query.startsWith('?') ? query : `?${query}`;
    return { location, status: rule.status };
  }
  return undefined;
}

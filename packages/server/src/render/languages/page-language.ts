import { localizedPath, splitLanguagePath, type SiteLanguage } from '@tessera/core';
import type { SiteData } from '../site-data.js';

/** The language a page is shown in, resolved once from its path before the page is routed. */
export interface PageLanguage {
  language: SiteLanguage;
  /** The site's published languages, default first or marked (empty list: a one-language site). */
  languages: readonly SiteLanguage[];
  /** The page's path and query without the language prefix: the same page in the default language. */
  basePath: string;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The language of a request path (`/fr/shop?page=2` is French) and the path without its prefix.
 * Undefined on a site without a language list: the site's own locale then rules, as before.
 */
export function pageLanguageOf(url: string, site: SiteData): PageLanguage | undefined {
  const languages = site.multilingual?.languages ?? [];
  if (languages.length === 0) return undefined;
  const [path = '/', query] = url.split(/\?(.*)/s, 2);
  const raw = path.split('/').slice(1);
  const split = splitLanguagePath(raw.map(decoded), languages);
  if (!split.language) return undefined;
  const rest = raw.slice(raw.length - split.segments.length).join('/');
  const basePath = `/${rest}${query === undefined ? '' : `?${query}`}`;
  return { language: split.language, languages, basePath };
}

/** A site path in the page's language. */
export function inLanguage(path: string, page: PageLanguage | undefined): string {
  return page ? localizedPath(path, page.language, page.languages) : path;
}

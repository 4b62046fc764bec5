import { cachedHelper } from '../text/format-cache.js';

/** A language a site is published in (the multilingual area's list, enabled ones only). */
export interface SiteLanguage {
  /** BCP 47 code, e.g. 'fr-FR': `<html lang>` and `hreflang`. */
  code: string;
  /** The owner's own code (spec's `custom_code`), shown in URLs instead of the code when set. */
  customCode: string | null;
  isDefault: boolean;
}

/** The path segment a language's pages live under: its custom code, else its code in lower case. */
export function languagePrefix(language: SiteLanguage): string {
  return language.customCode ?? language.code.toLowerCase();
}

/** The default language of a list: the one marked, else the first; undefined for a one-language site. */
export function defaultLanguageOf(languages: readonly SiteLanguage[]): SiteLanguage | undefined {
  return languages.find((l) => l.isDefault) ?? languages[0];
}

export interface LanguagePath {
  /** The language of the page; undefined when the site has no language list (the site locale rules). */
  language: SiteLanguage | undefined;
  /** The path's segments after the language prefix. */
  segments: readonly string[];
}

/**
 * Splits a language prefix off a page path: `/fr/shop` is the shop in the language whose prefix is
 * `fr`. The default language has no prefix, so its prefix at the start of a path is an ordinary
 * segment (a page may be called `/en`).
 */
export function splitLanguagePath(
  segments: readonly string[],
  languages: readonly SiteLanguage[],
): LanguagePath {
  const fallback = defaultLanguageOf(languages);
  const first = segments[0]?.toLowerCase();
  if (first === undefined || first === '') return { language: fallback, segments };
  const match = languages.find((l) => l !== fallback && languagePrefix(l) === first);
  return match ? { language: match, segments: segments.slice(1) } : { language: fallback, segments };
}

/**
 * A site path in a language: unchanged for the default language, else under its prefix
 * (`/` becomes `/fr`, `/shop?page=2` becomes `/fr/shop?page=2`). Only site paths are prefixed.
 */
export function localizedPath(
  path: string,
  language: SiteLanguage | undefined,
  languages: readonly SiteLanguage[],
): string {
  if (
    !language ||
    language === defaultLanguageOf(languages) ||
    !path.startsWith('/') ||
    path.startsWith('//')
  )
    return path;
  const prefix = `/${languagePrefix(language)}`;
  if (path === '/') return prefix;
  return path.startsWith('/?') || path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

function buildDisplayNames(locale: string): Intl.DisplayNames {
  return new Intl.DisplayNames([locale], { type: 'language' });
}

/** A language's name in that language ('français (France)'), for the switcher; the code if unknown. */
export function languageName(code: string): string {
  const names = cachedHelper(`dn|${code}`, buildDisplayNames, code, undefined);
  const name = names?.of(code);
  if (!name) return code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

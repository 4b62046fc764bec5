import type { SiteLanguage } from './site-languages.js';

/**
 * The language a visitor chose in the switcher, remembered for a year: its code ('fr-FR'). The
 * server reads it when the visitor comes back to the home page, and sends them to that language's.
 */
export const LANGUAGE_CHOICE_COOKIE = 'ts_language';
export const LANGUAGE_CHOICE_MAX_AGE_SECONDS = 365 * 86_400;

/** The switcher's links go through this path: it remembers the choice, then opens the page. */
export const LANGUAGE_CHOICE_PATH = '/api/site-language';

const sameCode = (a: string, b: string) =>
  a.replace(/_/g, '-').toLowerCase() === b.replace(/_/g, '-').toLowerCase();

/** The published language a code names (its code or its custom code, any case), if any. */
export function languageNamed(
  code: string | undefined,
  languages: readonly SiteLanguage[],
): SiteLanguage | undefined {
  if (!code) return undefined;
  return languages.find(
    (l) => sameCode(l.code, code) || (l.customCode !== null && sameCode(l.customCode, code)),
  );
}

/** The switcher's link to a page in a language: remembers the choice, then opens `path`. */
export function languageChoiceUrl(language: SiteLanguage, path: string): string {
  return `${LANGUAGE_CHOICE_PATH}?${new URLSearchParams({ language: language.code, next: path }).toString()}`;
}

/**
 * Where the chooser may send the visitor: a path on this site only ('/fr/about?x=1'), never
 * another host ('//evil.example', '/\evil.example'); anything else is the language's home page.
 */
export function safeNextPath(next: string | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  // Control characters (a header split, a tab) have no place in a path.
  for (const char of next) if (char < ' ' || char === '\u007f') return fallback;
  return next;
}

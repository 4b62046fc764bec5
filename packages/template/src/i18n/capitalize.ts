import type { Capitalization } from './datetime-options.js';

/**
 * Apply a capitalisation context to formatted text. `begin-sentence` title-cases the first
 * letter, as CLDR's begin-sentence transform does. `standalone` and `ui-list-or-menu` depend on
 * per-locale CLDR contextTransforms data that Intl does not expose; they are left as the
 * middle-of-text form.
 */
export function capitalize(text: string, context: Capitalization, locale: string): string {
  if (context !== 'begin-sentence' || text === '') return text;
  const first = String.fromCodePoint(text.codePointAt(0)!);
  return first.toLocaleUpperCase(locale) + text.slice(first.length);
}

import type { SiteLanguageRow, TranslationWrite } from '../api/languages.js';

/**
 * One saved state of the Languages screens as data, so every change is a command with its inverse
 * (lib/saved-history.ts): the language list, the switcher option, or some translations of one language.
 */
export type LanguagesState =
  | { kind: 'languages'; languages: SiteLanguageRow[] }
  | { kind: 'switcher'; show: boolean }
  | { kind: 'translations'; language: string; translations: TranslationWrite[] };

export interface LanguagesCommand {
  label: string;
  before: LanguagesState;
  after: LanguagesState;
}

const names = new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });

/** 'French (France)' for fr-FR; the code itself when the browser has no name for it. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The path segment a language's pages live under (core's rule): its own code, else the code in lower case. */
export function languagePrefix(language: Pick<SiteLanguageRow, 'code' | 'custom_code'>): string {
  return language.custom_code ?? language.code.toLowerCase();
}

function listLabel(before: SiteLanguageRow[], after: SiteLanguageRow[]): string {
  const added = after.find((l) => !before.some((b) => b.code === l.code));
  if (added) return `Added ${languageName(added.code)}`;
  const removed = before.find((l) => !after.some((a) => a.code === l.code));
  if (removed) return `Removed ${languageName(removed.code)}`;
  const newDefault = after.find((l) => l.isDefault && !before.find((b) => b.code === l.code)?.isDefault);
  if (newDefault) return `Made ${languageName(newDefault.code)} the default`;
  const toggled = after.find((l) => before.find((b) => b.code === l.code)?.enabled !== l.enabled);
  if (toggled) return `${toggled.enabled ? 'Published' : 'Hid'} ${languageName(toggled.code)}`;
  return 'Changed the languages';
}

/** The command that saves `after` over `before`; undefined when nothing would change. */
export function languagesCommand(
  before: LanguagesState,
  after: LanguagesState,
): LanguagesCommand | undefined {
  if (JSON.stringify(before) === JSON.stringify(after)) return undefined;
  let label: string;
  if (after.kind === 'languages' && before.kind === 'languages')
    label = listLabel(before.languages, after.languages);
  else if (after.kind === 'switcher')
    label = after.show ? 'Showed the language switcher' : 'Hid the language switcher';
  else if (after.kind === 'translations') {
    const count = after.translations.length;
    label = `Translated ${count} ${count === 1 ? 'text' : 'texts'} into ${languageName(after.language)}`;
  } else label = 'Changed the languages';
  return { label, before, after };
}

/**
 * The writes that turn `entries` into the `edited` texts (only the changed ones), and the writes
 * that put them back: a translation command and its inverse.
 */
export function translationChange(
  entries: readonly {
    kind: TranslationWrite['kind'];
    id: string;
    field: string;
    translation: string | null;
  }[],
  edited: ReadonlyMap<string, string>,
): { before: TranslationWrite[]; after: TranslationWrite[] } {
  const before: TranslationWrite[] = [];
  const after: TranslationWrite[] = [];
  for (const entry of entries) {
    const key = entryKey(entry);
    const text = edited.get(key);
    if (text === undefined) continue;
    const value = text.trim() === '' ? null : text;
    if (value === entry.translation) continue;
    before.push({ kind: entry.kind, id: entry.id, field: entry.field, value: entry.translation });
    after.push({ kind: entry.kind, id: entry.id, field: entry.field, value });
  }
  return { before, after };
}

/** One text's key in an edit: kind, id and field. */
export function entryKey(entry: { kind: string; id: string; field: string }): string {
  return `${entry.kind}:${entry.id}:${entry.field}`;
}

import type { BodyOf, ResponseOf } from '@tessera/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../../lib/api-client.js';

export type LanguageList = ResponseOf<'/api/multilingual/languages', 'get'>;
export type SiteLanguageRow = LanguageList['languages'][number];
export type LanguagesBody = BodyOf<'/api/multilingual/languages', 'put'>;
export type MultilingualSettings = ResponseOf<'/api/multilingual/settings', 'get'>;
export type TranslationList = ResponseOf<'/api/translations', 'get'>;
export type TranslationEntry = TranslationList['entries'][number];
export type TranslationWrite = BodyOf<'/api/translations', 'put'>['translations'][number];

export const languagesQuery = queryOptions({
  queryKey: ['languages', 'list'] as const,
  queryFn: () => request(api.GET('/api/multilingual/languages')),
});

/** The site's default language among others (its own locale while it has no language list). */
export const multilingualStatusQuery = queryOptions({
  queryKey: ['languages', 'status'] as const,
  queryFn: () => request(api.GET('/api/multilingual/status')),
});

export const multilingualSettingsQuery = queryOptions({
  queryKey: ['languages', 'settings'] as const,
  queryFn: () => request(api.GET('/api/multilingual/settings')),
});

/** Every translatable text of the site with its translation into `language` (and the progress). */
export const translationsQuery = (language: string) =>
  queryOptions({
    queryKey: ['languages', 'translations', language] as const,
    queryFn: () => request(api.GET('/api/translations', { params: { query: { language } } })),
  });

/** Replaces the language list (the whole list: a repeat is harmless). */
export function saveLanguages(languages: LanguagesBody['languages']) {
  return request(api.PUT('/api/multilingual/languages', { body: { languages } }));
}

export function saveSwitcher(showLanguageSwitcher: boolean) {
  return request(api.PUT('/api/multilingual/settings', { body: { showLanguageSwitcher } }));
}

/** Writes translations (null removes one); all or nothing, and the same write twice is harmless. */
export function saveTranslations(language: string, translations: TranslationWrite[]) {
  return request(api.PUT('/api/translations', { body: { language, translations } }));
}

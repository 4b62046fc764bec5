export interface LanguageOption {
  value: string;
  label: string;
}

/** The languages a site is most often written in; the saved one is added when it is not here. */
const LANGUAGE_TAGS = [
  'en-US',
  'en-GB',
  'en-AU',
  'en-CA',
  'fr-FR',
  'fr-CA',
  'de-DE',
  'es-ES',
  'es-MX',
  'it-IT',
  'pt-PT',
  'pt-BR',
  'nl-NL',
  'sv-SE',
  'da-DK',
  'nb-NO',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'el-GR',
  'tr-TR',
  'ru-RU',
  'uk-UA',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'zh-TW',
  'hi-IN',
  'ar-SA',
  'he-IL',
  'id-ID',
  'th-TH',
  'vi-VN',
];

/** Each language as 'French (France) (fr-FR)', the current one first when it is not a common one. */
export function languageOptions(current: string): LanguageOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'language' });
  const tags =
    LANGUAGE_TAGS.includes(current) || current === '' ? LANGUAGE_TAGS : [current, ...LANGUAGE_TAGS];
  return tags.map((tag) => ({ value: tag, label: `${names.of(tag) ?? tag} (${tag})` }));
}

import { CURRENCY_CODES } from '@tessera/core';

export interface Option {
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

/** Codes Intl names as regions that are not countries. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'XK']);

const english = (type: 'language' | 'region' | 'currency') => new Intl.DisplayNames(['en'], { type });

export function languageOptions(current: string): Option[] {
  const names = english('language');
  const tags =
    LANGUAGE_TAGS.includes(current) || current === '' ? LANGUAGE_TAGS : [current, ...LANGUAGE_TAGS];
  return tags.map((tag) => ({ value: tag, label: `${names.of(tag) ?? tag} (${tag})` }));
}

export function timeZoneOptions(current: string): Option[] {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) || current === '' ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

export function currencyOptions(): Option[] {
  const names = english('currency');
  return CURRENCY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
}

let countries: Option[] | undefined;

/** Every ISO 3166-1 alpha-2 country Intl can name, by name. */
export function countryOptions(): Option[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: Option[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code);
      if (name && name !== code) found.push({ value: code, label: name });
    }
  }
  countries = found.sort((x, y) => x.label.localeCompare(y.label));
  return countries;
}

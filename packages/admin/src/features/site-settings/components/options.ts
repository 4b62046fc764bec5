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

export { countryOptions } from '../../../lib/countries.js';

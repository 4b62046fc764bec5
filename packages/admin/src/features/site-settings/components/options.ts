import { CURRENCY_CODES } from '@tessera/core';

export interface Option {
  value: string;
  label: string;
}

const english = (type: 'region' | 'currency') => new Intl.DisplayNames(['en'], { type });

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
export { languageOptions } from '../../../lib/language-options.js';

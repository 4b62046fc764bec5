import { describe, expect, it } from 'vitest';
import {
  instalmentProviderBrand,
  instalmentProviderLocale,
  INSTALMENT_PROVIDER_LOCALES,
  isUsTerritory,
  US_TERRITORIES,
} from './provider-locale.js';

describe('instalment provider locale', () => {
  it.each([
    ['US', undefined, 'en_US'],
    ['us', 'es', 'en_US'],
    ['PR', undefined, 'en_US'],
    ['CA', 'en', 'en_CA'],
    ['CA', 'fr', 'fr_CA'],
    ['CA', 'fr-CA', 'fr_CA'],
    ['CA', 'fr_CA', 'fr_CA'],
    ['CA', undefined, 'en_CA'],
    ['AU', 'fr', 'en_AU'],
    ['NZ', undefined, 'en_NZ'],
    ['GB', undefined, 'en_GB'],
    ['DE', 'de', undefined],
    [undefined, undefined, undefined],
  ])('%s with %s → %s', (country, language, expected) => {
    expect(instalmentProviderLocale(country, language)).toBe(expected);
  });

  it('brands en_GB Clearpay and the rest Afterpay', () => {
    expect(INSTALMENT_PROVIDER_LOCALES.map((l) => [l, instalmentProviderBrand(l)])).toEqual([
      ['en_US', 'Afterpay'],
      ['en_CA', 'Afterpay'],
      ['fr_CA', 'Afterpay'],
      ['en_AU', 'Afterpay'],
      ['en_NZ', 'Afterpay'],
      ['en_GB', 'Clearpay'],
    ]);
  });

  it('knows the US territories', () => {
    expect(US_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
    expect(isUsTerritory('gu')).toBe(true);
    expect(isUsTerritory('CA')).toBe(false);
    expect(isUsTerritory(null)).toBe(false);
  });
});

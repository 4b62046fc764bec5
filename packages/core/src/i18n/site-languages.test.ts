import { describe, expect, it } from 'vitest';
import {
  languageName,
  languagePrefix,
  localizedPath,
  splitLanguagePath,
  type SiteLanguage,
} from './site-languages.js';

const en: SiteLanguage = { code: 'en-US', customCode: 'en', isDefault: true };
const fr: SiteLanguage = { code: 'fr-FR', customCode: 'fr', isDefault: false };
const de: SiteLanguage = { code: 'de-CH', customCode: null, isDefault: false };
const all = [en, fr, de];

describe('site languages', () => {
  it('prefixes with the custom code, else the lower-case code', () => {
    expect(languagePrefix(fr)).toBe('fr');
    expect(languagePrefix(de)).toBe('de-ch');
  });

  it('splits a language prefix off a path; the default language has none', () => {
    expect(splitLanguagePath(['fr', 'shop'], all)).toEqual({ language: fr, segments: ['shop'] });
    expect(splitLanguagePath(['de-ch'], all)).toEqual({ language: de, segments: [] });
    expect(splitLanguagePath(['FR', 'p', 'x'], all)).toEqual({ language: fr, segments: ['p', 'x'] });
    expect(splitLanguagePath(['en', 'shop'], all)).toEqual({ language: en, segments: ['en', 'shop'] });
    expect(splitLanguagePath(['shop'], all)).toEqual({ language: en, segments: ['shop'] });
    expect(splitLanguagePath([], [])).toEqual({ language: undefined, segments: [] });
  });

  it('localizes site paths only, and leaves the default language alone', () => {
    expect(localizedPath('/', fr, all)).toBe('/fr');
    expect(localizedPath('/shop/p/tote', fr, all)).toBe('/fr/shop/p/tote');
    expect(localizedPath('/?q=1', fr, all)).toBe('/fr?q=1');
    expect(localizedPath('/shop', en, all)).toBe('/shop');
    expect(localizedPath('https://example.com/', fr, all)).toBe('https://example.com/');
    expect(localizedPath('//evil.example', fr, all)).toBe('//evil.example');
  });

  it('names a language in itself', () => {
    expect(languageName('fr-FR')).toBe('Français (France)');
    expect(languageName('de')).toBe('Deutsch');
  });
});

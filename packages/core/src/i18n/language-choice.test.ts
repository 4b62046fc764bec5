import { describe, expect, it } from 'vitest';
import { languageChoiceUrl, languageNamed, safeNextPath } from './language-choice.js';
import type { SiteLanguage } from './site-languages.js';

const english: SiteLanguage = { code: 'en-US', customCode: null, isDefault: true };
const french: SiteLanguage = { code: 'fr-FR', customCode: 'fr', isDefault: false };
const languages = [english, french];

describe('language choice', () => {
  it('finds a published language by its code or custom code, in any case or separator', () => {
    expect(languageNamed('fr-FR', languages)).toBe(french);
    expect(languageNamed('FR_fr', languages)).toBe(french);
    expect(languageNamed('fr', languages)).toBe(french);
    expect(languageNamed('en-us', languages)).toBe(english);
    expect(languageNamed('de-DE', languages)).toBeUndefined();
    expect(languageNamed(undefined, languages)).toBeUndefined();
    expect(languageNamed('', languages)).toBeUndefined();
  });

  it("links through the chooser with the language's code and the page", () => {
    expect(languageChoiceUrl(french, '/fr/shop?page=2')).toBe(
      '/api/site-language?language=fr-FR&next=%2Ffr%2Fshop%3Fpage%3D2',
    );
  });

  it('sends the visitor only to a path on this site', () => {
    expect(safeNextPath('/fr/about?x=1#top', '/fr')).toBe('/fr/about?x=1#top');
    expect(safeNextPath('//evil.example/', '/fr')).toBe('/fr');
    expect(safeNextPath('/\\evil.example', '/fr')).toBe('/fr');
    expect(safeNextPath('https://evil.example/', '/fr')).toBe('/fr');
    expect(safeNextPath('/a\nLocation: x', '/fr')).toBe('/fr');
    expect(safeNextPath(undefined, '/')).toBe('/');
  });
});

/** Countries and territories treated as the United States (platform spec §9). */
export const US_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** Locales of the instalment provider's messaging. */
export const INSTALMENT_PROVIDER_LOCALES = ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB'] as const;
export type InstalmentProviderLocale = (typeof INSTALMENT_PROVIDER_LOCALES)[number];

/** The provider trades as Afterpay everywhere except Great Britain, where it is Clearpay. */
export type InstalmentProviderBrand = 'Afterpay' | 'Clearpay';

export function isUsTerritory(country: string | null | undefined): boolean {
  return (US_TERRITORIES as readonly string[]).includes((country ?? '').toUpperCase());
}

/**
 * The provider locale for a shop country: US (and its territories) en_US; CA en_CA, or fr_CA
 * for French-speaking shoppers; AU en_AU; NZ en_NZ; GB en_GB; elsewhere none.
 *
 * @example
 * instalmentProviderLocale('CA', 'fr-CA'); // 'fr_CA'
 */
export function instalmentProviderLocale(
  shopCountry: string | null | undefined,
  shopperLanguage?: string | null,
): InstalmentProviderLocale | undefined {
  const country = (shopCountry ?? '').toUpperCase();
  if (isUsTerritory(country)) return 'en_US';
  switch (country) {
    case 'CA':
      return /^fr(\b|[-_])/i.test(shopperLanguage ?? '') ? 'fr_CA' : 'en_CA';
    case 'AU':
      return 'en_AU';
    case 'NZ':
      return 'en_NZ';
    case 'GB':
      return 'en_GB';
    default:
      return undefined;
  }
}

/** Afterpay for en_US, en_CA, fr_CA, en_AU, en_NZ; Clearpay for en_GB. */
export function instalmentProviderBrand(locale: InstalmentProviderLocale): InstalmentProviderBrand {
  return locale === 'en_GB' ? 'Clearpay' : 'Afterpay';
}

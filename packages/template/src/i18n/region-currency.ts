import { createRequire } from 'node:module';
import { cachedHelper } from './format-cache.js';

interface CurrencyPeriod {
  readonly _from?: string;
  readonly _to?: string;
  readonly _tender?: string;
}

type RegionCurrencies = Readonly<Record<string, readonly Readonly<Record<string, CurrencyPeriod>>[]>>;

interface CurrencyDataFile {
  readonly supplemental: { readonly currencyData: { readonly region: RegionCurrencies } };
}

let regions: RegionCurrencies | undefined;

/**
 * Intl has no territory → currency mapping, so it comes from CLDR's supplemental data, loaded on
 * first use (only `bookkeeper-money-format` needs it).
 */
function loadRegions(): RegionCurrencies {
  if (regions === undefined) {
    const data = createRequire(import.meta.url)(
      'cldr-core/supplemental/currencyData.json',
    ) as CurrencyDataFile;
    regions = data.supplemental.currencyData.region;
  }
  return regions;
}

function currentTender(region: string): string | undefined {
  for (const entry of loadRegions()[region] ?? []) {
    for (const [code, period] of Object.entries(entry)) {
      if (period._to === undefined && period._tender !== 'false') return code;
    }
  }
  return undefined;
}

function buildRegionCurrency(locale: string): { code: string | undefined } {
  const region = new Intl.Locale(locale).maximize().region;
  return { code: region === undefined ? undefined : currentTender(region) };
}

/**
 * The legal-tender currency of a locale's region in CLDR (`en-US` → USD, `de-DE` → EUR,
 * `de` → EUR through likely subtags); undefined when the locale is invalid or has no region.
 */
export function regionCurrency(locale: string): string | undefined {
  return cachedHelper(`region|${locale}`, buildRegionCurrency, locale, undefined)?.code;
}

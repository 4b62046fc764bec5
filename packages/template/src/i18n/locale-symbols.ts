import { cachedHelper } from './format-cache.js';

/** Number symbols and currency symbol of a locale, read from Intl's CLDR data. */
export interface LocaleSymbols {
  readonly group: string;
  readonly decimal: string;
}

function partOf(
  parts: readonly Intl.NumberFormatPart[],
  type: Intl.NumberFormatPartTypes,
): string | undefined {
  return parts.find((part) => part.type === type)?.value;
}

function buildSymbols(locale: string): LocaleSymbols {
  const parts = new Intl.NumberFormat(locale, {
    useGrouping: 'always',
    minimumFractionDigits: 1,
  }).formatToParts(1234567.5);
  return { group: partOf(parts, 'group') ?? ',', decimal: partOf(parts, 'decimal') ?? '.' };
}

function buildCurrencySymbol(locale: string, currency: string): { symbol: string } {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(1);
  return { symbol: partOf(parts, 'currency') ?? currency };
}

/** Grouping and decimal separators of a locale; undefined for an invalid locale. */
export function localeSymbols(locale: string): LocaleSymbols | undefined {
  return cachedHelper(`symbols|${locale}`, buildSymbols, locale, undefined);
}

/** The locale's symbol for a currency (`$`, `US$`, `€`); undefined when either is invalid. */
export function currencySymbol(locale: string, currency: string): string | undefined {
  return cachedHelper(`symbol|${locale}|${currency}`, buildCurrencySymbol, locale, currency)?.symbol;
}

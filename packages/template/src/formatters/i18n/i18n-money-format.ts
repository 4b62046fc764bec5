import { currencyDigits, DEFAULT_LOCALE } from '@tessera/core';
import { formatLegacyAmount } from '../../i18n/format-money.js';
import { currencySymbol, localeSymbols } from '../../i18n/locale-symbols.js';
import type { MoneyAmount } from '../../i18n/money-value.js';
import { readDecimalMoney } from '../../i18n/money-value.js';
import { slotFormatter } from './slot-formatter.js';

/** The fixed symbol table of the legacy formatter (reference §8.6); other codes use the locale's. */
const LEGACY_SYMBOLS: Readonly<Record<string, string>> = {
  AUD: 'A$',
  CAD: 'C$',
  DKK: 'kr',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  NOK: 'kr',
  SEK: 'kr',
  USD: '$',
};

/** Locales whose legacy money puts the symbol on the right (reference §8.6). */
const SYMBOL_AFTER: ReadonlySet<string> = new Set(['da-DK', 'de-DE', 'fr-FR', 'sv-SE']);

const LETTER_AT_END = /\p{L}$/u;
const LETTER_AT_START = /^\p{L}/u;

function canonicalLocale(tag: string | undefined): string {
  if (tag === undefined) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function legacyText(locale: string, money: MoneyAmount): string {
  const symbols = localeSymbols(locale);
  const number = formatLegacyAmount(money.amount.abs(), currencyDigits(money.currency));
  if (symbols === undefined || number === '') return '';
  const localized = number.replace(/[,.]/g, (mark) => (mark === ',' ? symbols.group : symbols.decimal));
  const symbol = LEGACY_SYMBOLS[money.currency] ?? currencySymbol(locale, money.currency) ?? money.currency;
  const sign = money.amount.isNegative() && /[1-9]/.test(number) ? '-' : '';
  if (SYMBOL_AFTER.has(locale)) {
    return `${sign}${localized}${LETTER_AT_START.test(symbol) ? ' ' : ''}${symbol}`;
  }
  return `${sign}${symbol}${LETTER_AT_END.test(symbol) ? ' ' : ''}${localized}`;
}

/**
 * `i18n-money-format [LOCALE]` (reference §8.6, implemented per Appendix B #24): the legacy
 * `#,##0.00` pattern with the locale's separators, the symbol from the fixed table, fraction
 * digits per currency, and the symbol after the number for da-DK, de-DE, fr-FR and sv-SE
 * (`1.234,56€`), before it elsewhere (`$1,234.56`, `-$1,234.56`). The LOCALE argument defaults to
 * en-US; the render locale is not used.
 */
export const i18nMoneyFormat = slotFormatter((value, args) =>
  legacyText(canonicalLocale(args[0]), readDecimalMoney(value)),
);

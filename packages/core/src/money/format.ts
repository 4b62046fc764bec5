import { numberFormat } from '../text/number-format-cache.js';
import { currencyDigits } from './currencies.js';
import { formatDecimalAmount } from './decimal.js';
import type { Money } from './money.js';

export interface FormatMoneyOptions {
  /** BCP 47 tag ("de-DE"; "de_DE" accepted). Default en-US: grouping ',' and decimal '.'. */
  readonly locale?: string;
  /** How the currency is shown; default the locale's symbol ("$", "€", "CA$"). */
  readonly currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name';
}

/** The exact decimal text Intl formats, so large amounts never pass through a lossy float. */
function exactText(value: Money): `${number}` {
  return formatDecimalAmount(value) as `${number}`;
}

/**
 * Display text of a money value in a locale: the amount is minor units ÷ 10^digits of its
 * currency (JPY has none), with the locale's grouping, decimal symbol and currency symbol.
 *
 * @example
 * formatMoney(money(123456, 'USD')); // '$1,234.56'
 * formatMoney(money(123456, 'EUR'), { locale: 'de-DE' }); // '1.234,56 €'
 * formatMoney(money(1250, 'JPY'), { locale: 'ja-JP' }); // '￥1,250'
 */
export function formatMoney(value: Money, options: FormatMoneyOptions = {}): string {
  const digits = currencyDigits(value.currency);
  return numberFormat(options.locale, {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: options.currencyDisplay ?? 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(exactText(value));
}

/**
 * The amount alone with the locale's grouping and decimal symbols and the currency's fraction
 * digits, no currency symbol.
 *
 * @example
 * formatMoneyAmount(money(123450, 'USD')); // '1,234.50'
 */
export function formatMoneyAmount(value: Money, locale?: string): string {
  const digits = currencyDigits(value.currency);
  return numberFormat(locale, {
    style: 'decimal',
    useGrouping: true,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(exactText(value));
}

/**
 * The value analytics purchase events carry: cents divided by 100, exactly as the storefront
 * spec §9 defines it (the analytics side expects this number whatever the currency).
 *
 * @example
 * analyticsValue(1250); // 12.5
 */
export function analyticsValue(cents: number): number {
  return cents / 100;
}

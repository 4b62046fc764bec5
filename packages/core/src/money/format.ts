import { numberFormatByKey, numberFormatKey } from '../text/format-cache.js';
import { numberFormat, resolveLocale } from '../text/number-format-cache.js';
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
 * How amounts of one currency are written: Intl options built once and kept by the caller (the
 * template's render path keeps one per money style), with the cache key of each locale.
 */
export interface MoneyFormatPlan {
  readonly currency: string;
  readonly intl: Intl.NumberFormatOptions;
  readonly optionsKey: string;
  /**
   * The ISO code in place of the currency's name ("-1,234.50 USD"): CLDR has no code pattern, so
   * the amount is formatted with names (`currencyDisplay: 'name'`) and the name part swapped.
   */
  readonly codeForName: boolean;
  readonly keys: Map<string, string>;
}

/** A plan for `intl` (which must include `style: 'currency'` and `currency`). */
export function moneyFormatPlan(
  currency: string,
  intl: Intl.NumberFormatOptions,
  codeForName = false,
): MoneyFormatPlan {
  return { currency, intl, optionsKey: JSON.stringify(intl), codeForName, keys: new Map() };
}

/**
 * The one money formatter: `amount` (major units, exact decimal text or an exactly representable
 * double) in a BCP 47 `locale` with a plan's options, from the one formatting cache. "" when the
 * locale, currency or options cannot be built.
 */
export function formatWithPlan(locale: string, amount: number | `${number}`, plan: MoneyFormatPlan): string {
  let key = plan.keys.get(locale);
  if (key === undefined) plan.keys.set(locale, (key = numberFormatKey(locale, plan.optionsKey)));
  const format = numberFormatByKey(key, locale, plan.intl);
  if (format === undefined) return '';
  if (!plan.codeForName) return format.format(amount);
  let out = '';
  for (const part of format.formatToParts(amount))
    out += part.type === 'currency' ? plan.currency : part.value;
  return out;
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
  const plan = moneyFormatPlan(value.currency, {
    style: 'currency',
    currency: value.currency,
    currencyDisplay: options.currencyDisplay ?? 'symbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return formatWithPlan(resolveLocale(options.locale), exactText(value), plan);
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

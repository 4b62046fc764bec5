import type { Decimal } from '@phensley/decimal';
import {
  currencyDigits,
  formatWithPlan,
  MAX_INTEGER_PLACES,
  moneyFormatPlan,
  type MoneyFormatPlan,
} from '@tessera/core';
import { numberFormat } from './format-cache.js';
import { intlDigitOptions } from './intl-number-options.js';
import type { MoneyAmount } from './money-value.js';
import type { MoneyStyle, NumberOptions } from './number-options.js';
import { defaultNumberOptions } from './number-options.js';

/** Storefront spec: money display shows at most 15 integer places; larger amounts print "". */
export const MAX_MONEY_INTEGER_PLACES = MAX_INTEGER_PLACES;

const DEFAULTS: NumberOptions = defaultNumberOptions();

/** Core's money plans per option set and currency, so the hot path builds no options per call. */
const prepared = new WeakMap<NumberOptions, Map<string, MoneyFormatPlan>>();

function styleOptions(style: MoneyStyle, narrow: boolean): Intl.NumberFormatOptions {
  const symbol = narrow ? 'narrowSymbol' : 'symbol';
  switch (style) {
    case 'accounting':
      return { currencyDisplay: symbol, currencySign: 'accounting' };
    // CLDR has no "code" pattern: the code takes the place of the display name in the locale's
    // currency unit pattern ("-1,234.50 USD"), so format with names and swap the name part.
    case 'code':
    case 'name':
      return { currencyDisplay: 'name' };
    case 'short':
      return { currencyDisplay: symbol, notation: 'compact' };
    default:
      return { currencyDisplay: symbol };
  }
}

function prepare(options: NumberOptions, currency: string): MoneyFormatPlan {
  const style = options.moneyStyle;
  const digits = currencyDigits(currency);
  // Compact amounts round to the locale's compact pattern unless digits are asked for.
  const fraction = style === 'short' ? [undefined, undefined] : [digits, digits];
  const made = moneyFormatPlan(
    currency,
    {
      style: 'currency',
      currency,
      ...styleOptions(style, options.narrowSymbol),
      ...intlDigitOptions(options, fraction[0], fraction[1]),
    },
    style === 'code',
  );
  let byCurrency = prepared.get(options);
  if (byCurrency === undefined) prepared.set(options, (byCurrency = new Map()));
  byCurrency.set(currency, made);
  return made;
}

function withinIntegerPlaces(amount: Decimal): boolean {
  return amount.integerDigits() <= MAX_MONEY_INTEGER_PLACES;
}

/** Core's one money formatter, with this option set's plan for the currency. */
function render(
  locale: string,
  amount: number | `${number}`,
  currency: string,
  options: NumberOptions,
): string {
  const plan = prepared.get(options)?.get(currency) ?? prepare(options, currency);
  return formatWithPlan(locale, amount, plan);
}

/**
 * Format money with the locale's CLDR currency format (reference §8.5 `money`, §11.3 CLDR mode):
 * `$12,345.68`, de-DE `12.345,68 $`. Fraction digits come from the spec's currency table
 * (JPY 0) unless options set them; rounding is half-even. "" when the locale, currency or options
 * cannot be built, or the amount has more than 15 integer places.
 * @example formatMoney('en-US', readCommerceMoney({ value: '1250', currency: 'USD' })) // '$12.50'
 */
export function formatMoney(locale: string, money: MoneyAmount, options: NumberOptions = DEFAULTS): string {
  if (!withinIntegerPlaces(money.amount)) return '';
  return render(locale, money.amount.toString() as `${number}`, money.currency, options);
}

/**
 * `formatMoney` for an amount known to be exact as a double: `minor / 10^scale` minor units with
 * `minor` of at most 15 digits, divided by 10^digits (division of exact integers rounds to the
 * nearest double, whose shortest form is the exact decimal). The render hot path takes this road
 * for price data (`readExactMinorUnits`).
 */
export function formatMinorUnits(
  locale: string,
  minor: number,
  currency: string,
  options: NumberOptions = DEFAULTS,
  scale = 0,
): string {
  return render(locale, minor / 10 ** (currencyDigits(currency) + scale), currency, options);
}

const LEGACY_LOCALE = 'en-US';

/**
 * The legacy `#,##0.00` money text in US style, without a symbol (reference §11.3 legacy mode,
 * §8.6 `money-format`): `1,234.50`. Fraction digits follow the currency (JPY 0) because the spec
 * divides by 10^digits; rounding is half-even like the legacy pattern's. "" past 15 integer places.
 */
export function formatLegacyAmount(amount: Decimal, digits: number): string {
  if (!withinIntegerPlaces(amount)) return '';
  const intl: Intl.NumberFormatOptions = {
    useGrouping: 'always',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'halfEven',
  };
  const format = numberFormat(LEGACY_LOCALE, intl, `legacy${digits}`);
  return format === undefined ? '' : format.format(amount.toString() as Intl.StringNumericLiteral);
}

/** Legacy money markup: `<span class="sqs-money-native">1,234.50</span>` (reference §11.3). */
export function legacyMoneyHtml(money: MoneyAmount): string {
  return `<span class="sqs-money-native">${formatLegacyAmount(money.amount, currencyDigits(money.currency))}</span>`;
}

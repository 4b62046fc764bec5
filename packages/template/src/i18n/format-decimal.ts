import type { Decimal } from '@phensley/decimal';
import { numberFormat } from './format-cache.js';
import { intlDigitOptions } from './intl-number-options.js';
import type { DecimalStyle, NumberOptions } from './number-options.js';

/**
 * Intl has no per-mille style, so per-mille is formatted as a percentage of a value ten times
 * larger with the percent sign swapped for U+2030. (Locales whose CLDR per-mille glyph differs,
 * such as Arabic-script ones, still get U+2030 — Intl does not expose that symbol.)
 */
const PER_MILLE = '\u2030';

interface PreparedDecimal {
  readonly intl: Intl.NumberFormatOptions;
  readonly key: string;
  /** Decimal places to move the point before formatting (percent styles scale inside Intl). */
  readonly shift: number;
  readonly perMille: boolean;
}

const STYLE_OPTIONS: Readonly<Record<DecimalStyle, Intl.NumberFormatOptions>> = {
  decimal: { style: 'decimal' },
  short: { notation: 'compact', compactDisplay: 'short' },
  long: { notation: 'compact', compactDisplay: 'long' },
  scientific: { notation: 'scientific' },
  percent: { style: 'percent' },
  'percent-scaled': { style: 'percent' },
  permille: { style: 'percent' },
  'permille-scaled': { style: 'percent' },
};

const SHIFT: Readonly<Record<DecimalStyle, number>> = {
  decimal: 0,
  short: 0,
  long: 0,
  scientific: 0,
  percent: 0,
  'percent-scaled': -2,
  permille: 1,
  'permille-scaled': -2,
};

const prepared = new WeakMap<NumberOptions, PreparedDecimal>();

function prepare(options: NumberOptions): PreparedDecimal {
  const style = options.decimalStyle;
  const intl = { ...STYLE_OPTIONS[style], ...intlDigitOptions(options) };
  const made = {
    intl,
    key: JSON.stringify(intl),
    shift: SHIFT[style],
    perMille: style.startsWith('permille'),
  };
  prepared.set(options, made);
  return made;
}

/**
 * Locale number formatting of an exact decimal (reference §8.5 `decimal`, §11.4 options):
 * grouping on and at most 3 fraction digits unless options say otherwise. "" when the locale
 * or options cannot be built.
 */
export function formatDecimal(locale: string, value: Decimal, options: NumberOptions): string {
  const plan = prepared.get(options) ?? prepare(options);
  const format = numberFormat(locale, plan.intl, plan.key);
  if (format === undefined) return '';
  const text = (plan.shift === 0 ? value : value.movePoint(plan.shift)).toString();
  if (!plan.perMille) return format.format(text as Intl.StringNumericLiteral);
  let out = '';
  for (const part of format.formatToParts(text as Intl.StringNumericLiteral)) {
    out += part.type === 'percentSign' ? PER_MILLE : part.value;
  }
  return out;
}

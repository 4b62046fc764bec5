/**
 * Number option arguments of `decimal`, `money` and message number/currency arguments
 * (reference §11.4): `key` or `key:value` words. Unknown keys and invalid values are ignored.
 */

export type DecimalStyle =
  'decimal' | 'short' | 'long' | 'scientific' | 'percent' | 'percent-scaled' | 'permille' | 'permille-scaled';

export type MoneyStyle = 'symbol' | 'accounting' | 'code' | 'name' | 'short';

export interface NumberOptions {
  decimalStyle: DecimalStyle;
  moneyStyle: MoneyStyle;
  narrowSymbol: boolean;
  grouping: boolean;
  roundingMode: Intl.NumberFormatOptions['roundingMode'];
  minInt?: number;
  maxFrac?: number;
  minFrac?: number;
  maxSig?: number;
  minSig?: number;
}

/** Platform spec §5 / §9: number-format option digits are clamped to 0–50. */
export const MAX_OPTION_DIGITS = 50;

const DECIMAL_STYLES: Readonly<Record<string, DecimalStyle>> = {
  decimal: 'decimal',
  standard: 'decimal',
  short: 'short',
  long: 'long',
  scientific: 'scientific',
  percent: 'percent',
  'percent-scaled': 'percent-scaled',
  permille: 'permille',
  'permille-scaled': 'permille-scaled',
};

const MONEY_STYLES: Readonly<Record<string, MoneyStyle>> = {
  symbol: 'symbol',
  standard: 'symbol',
  accounting: 'accounting',
  code: 'code',
  name: 'name',
  short: 'short',
};

const ROUNDING: Readonly<Record<string, NonNullable<Intl.NumberFormatOptions['roundingMode']>>> = {
  up: 'expand',
  down: 'trunc',
  truncate: 'trunc',
  ceiling: 'ceil',
  ceil: 'ceil',
  floor: 'floor',
  'half-up': 'halfExpand',
  'half-down': 'halfTrunc',
  'half-even': 'halfEven',
};

type DigitKey = 'minInt' | 'maxFrac' | 'minFrac' | 'maxSig' | 'minSig';

const DIGIT_KEYS: Readonly<Record<string, DigitKey>> = {
  minint: 'minInt',
  minInt: 'minInt',
  minimumIntegerDigits: 'minInt',
  maxfrac: 'maxFrac',
  maxFrac: 'maxFrac',
  maximumFractionDigits: 'maxFrac',
  minfrac: 'minFrac',
  minFrac: 'minFrac',
  minimumFractionDigits: 'minFrac',
  maxsig: 'maxSig',
  maxSig: 'maxSig',
  maximumSignificantDigits: 'maxSig',
  minsig: 'minSig',
  minSig: 'minSig',
  minimumSignificantDigits: 'minSig',
};

/** Default rounding of amounts is half-even (reference §11.2). */
export function defaultNumberOptions(): NumberOptions {
  return {
    decimalStyle: 'decimal',
    moneyStyle: 'symbol',
    narrowSymbol: false,
    grouping: true,
    roundingMode: 'halfEven',
  };
}

function parseDigits(text: string | undefined): number | undefined {
  if (text === undefined || !/^[+-]?\d+$/.test(text)) return undefined;
  return Math.min(MAX_OPTION_DIGITS, Math.max(0, Number(text)));
}

/** Apply one `key[:value]` word to `options`; returns false when the key is not a number option. */
export function applyNumberOption(options: NumberOptions, key: string, value: string | undefined): boolean {
  const digitKey = DIGIT_KEYS[key];
  if (digitKey !== undefined && Object.hasOwn(DIGIT_KEYS, key)) {
    const digits = parseDigits(value);
    if (digits !== undefined) options[digitKey] = digits;
    return true;
  }
  switch (key) {
    case 'style':
      if (value !== undefined && Object.hasOwn(DECIMAL_STYLES, value))
        options.decimalStyle = DECIMAL_STYLES[value]!;
      if (value !== undefined && Object.hasOwn(MONEY_STYLES, value))
        options.moneyStyle = MONEY_STYLES[value]!;
      return true;
    case 'symbol':
      if (value === 'narrow' || value === 'default') options.narrowSymbol = value === 'narrow';
      return true;
    case 'group':
    case 'grouping':
      options.grouping = value === undefined || value === 'true';
      return true;
    case 'no-group':
    case 'no-grouping':
      options.grouping = false;
      return true;
    case 'round':
    case 'rounding':
      if (value !== undefined && Object.hasOwn(ROUNDING, value)) options.roundingMode = ROUNDING[value];
      return true;
    default:
      return false;
  }
}

/** Split an option word at its first ':' into key and value. */
export function splitOption(word: string): [string, string | undefined] {
  const colon = word.indexOf(':');
  return colon < 0 ? [word, undefined] : [word.slice(0, colon), word.slice(colon + 1)];
}

/** Parse number option words (§11.4); words that are not number options are ignored. */
export function parseNumberOptions(words: readonly string[]): NumberOptions {
  const options = defaultNumberOptions();
  for (const word of words) {
    const [key, value] = splitOption(word);
    applyNumberOption(options, key, value);
  }
  return options;
}

import { capitalize } from './capitalize.js';
import type { Capitalization } from './datetime-options.js';
import { numberFormat, relativeTimeFormat } from './format-cache.js';
import { intlDigitOptions } from './intl-number-options.js';
import type { NumberOptions } from './number-options.js';
import { applyNumberOption, defaultNumberOptions, splitOption } from './number-options.js';

export type RelativeField = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second' | 'millis';

/** Parsed `relative-time` options (reference §11.7). */
export interface RelativeTimeOptions {
  readonly numbers: NumberOptions;
  field?: RelativeField;
  width: Intl.RelativeTimeFormatStyle;
  numericOnly: boolean;
  allowWeeks: boolean;
  alwaysNow: boolean;
  context: Capitalization;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Milliseconds have no CLDR relative pattern: they are shown as (fractional) seconds. */
const FIELD_MS: Readonly<Record<RelativeField, number>> = {
  year: 365 * DAY,
  month: 30 * DAY,
  week: 7 * DAY,
  day: DAY,
  hour: HOUR,
  minute: MINUTE,
  second: SECOND,
  millis: 1,
};

const AUTO_FIELDS: readonly RelativeField[] = ['year', 'month', 'week', 'day', 'hour', 'minute', 'second'];
const WIDTHS: Readonly<Record<string, Intl.RelativeTimeFormatStyle>> = {
  wide: 'long',
  short: 'short',
  narrow: 'narrow',
};
const CONTEXTS: ReadonlySet<string> = new Set([
  'middle-of-text',
  'begin-sentence',
  'standalone',
  'ui-list-or-menu',
]);

function applyRelativeWord(options: RelativeTimeOptions, key: string, value: string | undefined): void {
  if (applyNumberOption(options.numbers, key, value) || value === undefined) return;
  if (key === 'field' && Object.hasOwn(FIELD_MS, value)) options.field = value as RelativeField;
  else if (key === 'width' && Object.hasOwn(WIDTHS, value)) options.width = WIDTHS[value]!;
  else if (key === 'numericOnly') options.numericOnly = value === 'true';
  else if (key === 'allowWeeks') options.allowWeeks = value === 'true';
  else if (key === 'alwaysNow') options.alwaysNow = value === 'true';
  else if (key === 'context' && CONTEXTS.has(value)) options.context = value as Capitalization;
}

/** Parse `relative-time` option words, number options included (§11.4). */
export function parseRelativeTimeOptions(words: readonly string[]): RelativeTimeOptions {
  const options: RelativeTimeOptions = {
    numbers: defaultNumberOptions(),
    width: 'long',
    numericOnly: false,
    allowWeeks: false,
    alwaysNow: false,
    context: 'middle-of-text',
  };
  for (const word of words) {
    const [key, value] = splitOption(word);
    applyRelativeWord(options, key, value);
  }
  return options;
}

/** The largest unit the difference reaches (weeks only when allowed); seconds below a minute. */
function chooseField(diffMs: number, options: RelativeTimeOptions): RelativeField {
  if (options.field !== undefined) return options.field;
  const size = Math.abs(diffMs);
  for (const field of AUTO_FIELDS) {
    if (field === 'week' && !options.allowWeeks) continue;
    if (size >= FIELD_MS[field]) return field;
  }
  return 'second';
}

/** Number options with whole units by default: `5 hours ago`, not `5.134 hours ago`. */
function digitOptions(numbers: NumberOptions): { intl: Intl.NumberFormatOptions; key: string } {
  const intl = intlDigitOptions(numbers, numbers.minFrac ?? 0, numbers.maxFrac ?? 0);
  return { intl, key: JSON.stringify(intl) };
}

const NUMBER_TEXT = 'en-US';

/**
 * A relative-time phrase for a signed difference (`5 hours ago`, `in 3 days`, `yesterday`) in the
 * locale's CLDR wording from Intl. The value is rounded with the number options first, so the
 * plural form matches the printed number; the printed number uses the locale's digits.
 * "Milliseconds" has no CLDR relative pattern and is shown as fractional seconds.
 */
export function formatRelativeTime(locale: string, diffMs: number, options: RelativeTimeOptions): string {
  const field = chooseField(diffMs, options);
  const unit: Intl.RelativeTimeFormatUnit = field === 'millis' ? 'second' : field;
  const digits = digitOptions(
    field === 'millis' ? { ...options.numbers, maxFrac: options.numbers.maxFrac ?? 3 } : options.numbers,
  );
  const plain = numberFormat(NUMBER_TEXT, { ...digits.intl, useGrouping: false }, `plain|${digits.key}`);
  const shown = numberFormat(locale, digits.intl, digits.key);
  const numeric = options.numericOnly ? 'always' : 'auto';
  const phrases = relativeTimeFormat(
    locale,
    { numeric, style: options.width },
    `${numeric}|${options.width}`,
  );
  if (plain === undefined || shown === undefined || phrases === undefined) return '';
  const raw = diffMs / FIELD_MS[field === 'millis' ? 'second' : field];
  let value = Number(plain.format(raw));
  if (Object.is(value, -0) || (value === 0 && options.alwaysNow)) value = 0;
  if (value === 0 && options.alwaysNow)
    return capitalize(nowPhrase(locale, options.width), options.context, locale);
  let out = '';
  let numberDone = false;
  for (const part of phrases.formatToParts(value, unit)) {
    if (part.type === 'literal') out += part.value;
    else if (!numberDone) {
      out += shown.format(Math.abs(value));
      numberDone = true;
    }
  }
  return capitalize(out, options.context, locale);
}

function nowPhrase(locale: string, width: Intl.RelativeTimeFormatStyle): string {
  return (
    relativeTimeFormat(locale, { numeric: 'auto', style: width }, `auto|${width}`)?.format(0, 'second') ?? ''
  );
}

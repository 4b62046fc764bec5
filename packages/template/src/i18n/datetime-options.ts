import { splitOption } from './number-options.js';

export type Width = 'short' | 'medium' | 'long' | 'full';
export type Capitalization = 'middle-of-text' | 'begin-sentence' | 'standalone' | 'ui-list-or-menu';

/** Parsed `datetime` options (reference §11.6) and `datetime-interval` options (§11.7). */
export interface DateTimeOptions {
  date?: Width;
  time?: Width;
  wrap?: Width;
  skeleton: string;
  context: Capitalization;
  calendar?: string;
}

const WIDTHS: ReadonlySet<string> = new Set(['short', 'medium', 'long', 'full']);
const CONTEXTS: ReadonlySet<string> = new Set([
  'middle-of-text',
  'begin-sentence',
  'standalone',
  'ui-list-or-menu',
]);
const CALENDARS: Readonly<Record<string, string>> = {
  gregorian: 'gregory',
  gregory: 'gregory',
  buddhist: 'buddhist',
  iso8601: 'iso8601',
  persian: 'persian',
  japanese: 'japanese',
};

const isWidth = (word: string | undefined): word is Width => word !== undefined && WIDTHS.has(word);

function emptyOptions(): DateTimeOptions {
  return { skeleton: '', context: 'middle-of-text' };
}

function applyShared(options: DateTimeOptions, key: string, value: string): void {
  if (key === 'context' && CONTEXTS.has(value)) options.context = value as Capitalization;
  if (key === 'calendar' && Object.hasOwn(CALENDARS, value)) options.calendar = CALENDARS[value];
}

function applyDateTimeWord(options: DateTimeOptions, key: string, value: string | undefined): void {
  if (value === undefined) {
    if (key === 'date') options.date = 'short';
    else if (key === 'time') options.time = 'short';
    else if (isWidth(key)) options.date = options.time = key;
    else options.skeleton += key;
    return;
  }
  switch (key) {
    case 'date':
    case 'time':
    case 'datetime':
      if (!isWidth(value)) options.skeleton += value;
      else if (key === 'datetime') options.date = options.time = value;
      else options[key] = value;
      return;
    case 'skeleton':
      options.skeleton = value;
      return;
    case 'wrap':
    case 'wrapper':
    case 'wrapped':
      if (isWidth(value)) options.wrap = value;
      return;
    default:
      applyShared(options, key, value);
  }
}

/** `datetime` option words (§11.6): widths, skeleton pieces, wrap, context, calendar. */
export function parseDateTimeOptions(words: readonly string[]): DateTimeOptions {
  const options = emptyOptions();
  for (const word of words) {
    const [key, value] = splitOption(word);
    applyDateTimeWord(options, key, value);
  }
  return options;
}

/**
 * `datetime-interval` option words (§11.7): a bare word is the skeleton (other than `context`,
 * `skeleton`, `date`, `time`); `date:S` and `time:S` add skeleton fields; `skeleton:S` sets it.
 */
export function parseIntervalOptions(words: readonly string[]): DateTimeOptions {
  const options = emptyOptions();
  for (const word of words) {
    const [key, value] = splitOption(word);
    if (value === undefined) {
      if (!['context', 'skeleton', 'date', 'time'].includes(key)) options.skeleton += key;
    } else if (key === 'skeleton') options.skeleton = value;
    else if (key === 'date' || key === 'time') options.skeleton += value;
    else applyShared(options, key, value);
  }
  return options;
}

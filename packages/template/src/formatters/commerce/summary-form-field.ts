import type { PluginContext, Value } from '../../plugins.js';
import { localized } from '../../commerce/localized.js';
import { asNumber, asString, isObject } from '../../values.js';
import { escapeHtml } from '../core/html.js';
import { at } from '../core/path.js';
import { valueFormatter } from '../core/value-formatter.js';

/** Likert answers −2…2 with their labels and the localizedStrings key that overrides each. */
const LIKERT: ReadonlyArray<readonly [number, string, string]> = [
  [-2, 'Strongly Disagree', 'productAnswerMapStronglyDisagree'],
  [-1, 'Disagree', 'productAnswerMapDisagree'],
  [0, 'Neutral', 'productAnswerMapNeutral'],
  [1, 'Agree', 'productAnswerMapAgree'],
  [2, 'Strongly Agree', 'productAnswerMapStronglyAgree'],
];

/** Unknown answers read as Neutral. */
const NEUTRAL = [0, 'Neutral', 'productAnswerMapNeutral'] as const;

/** Spec: "Missing form answers show N/A or a localized no-answer text". */
const NO_ANSWER = 'N/A';

function parts(value: Value, keys: readonly string[], fallback = ''): string[] {
  return keys.map((key) => asString(at(value, key)).trim() || fallback);
}

function likertLabel(answer: Value, ctx: PluginContext): string {
  const [, label, key] = LIKERT.find(([code]) => code === asNumber(answer)) ?? NEUTRAL;
  return localized(ctx, key, label);
}

function likert(value: Value, ctx: PluginContext): string {
  if (!isObject(value)) return '';
  return Object.keys(value)
    .map((question) => `${question}: ${likertLabel(value[question] ?? null, ctx)}`)
    .join(', ');
}

function phone(value: Value): string {
  const [country, area, prefix, line] = parts(value, ['Country', 'Areacode', 'Prefix', 'Line']);
  const number = [area, prefix, line].filter((part) => part !== '').join('-');
  return country && number ? `+${country} ${number}` : number;
}

/** The time parts under any of their spellings: `Hour`, `hour`, `hours`, `HOURS`, … */
const TIME_PARTS = [
  ['hour', 'hours'],
  ['minute', 'minutes'],
  ['second', 'seconds'],
  ['ampm', 'meridiem'],
] as const;

function timePart(value: { readonly [key: string]: Value }, names: readonly string[]): string {
  const key = Object.keys(value).find((candidate) => names.includes(candidate.toLowerCase()));
  return key === undefined ? '' : asString(value[key] ?? null).trim();
}

/**
 * A submitted time: an object of parts (`{Hour, Minute, Second, Ampm}` or `{hours, minutes,
 * seconds, ampm}`), a list `[hour, minute, second, ampm]` or the text itself. Missing parts read
 * `00`; no part at all → "" (the no-answer text).
 */
function time(value: Value): string {
  let found: string[];
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) found = [0, 1, 2, 3].map((i) => asString(value[i] ?? null).trim());
  else if (isObject(value)) found = TIME_PARTS.map((names) => timePart(value, names));
  else return '';
  const [hour = '', minute = '', second = '', ampm = ''] = found;
  if (hour === '' && minute === '' && second === '') return '';
  return `${hour || '00'}:${minute || '00'}:${second || '00'}${ampm ? ` ${ampm}` : ''}`;
}

/** The answer of one form field as plain text, by field type. */
export function fieldAnswer(field: Value, ctx: PluginContext): string {
  const value = at(field, 'value');
  const joined = (keys: readonly string[], separator: string) =>
    parts(value, keys)
      .filter((part) => part !== '')
      .join(separator);
  switch (asString(at(field, 'type'))) {
    case 'address':
      return joined(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'], ', ');
    case 'checkbox': {
      const values = at(field, 'values');
      return Array.isArray(values) ? (values as readonly Value[]).map(asString).join(', ') : asString(value);
    }
    case 'date':
      return joined(['Month', 'Day', 'Year'], '/');
    case 'likert':
      return likert(value, ctx);
    case 'name':
      return joined(['First', 'Last'], ' ');
    case 'phone':
      return phone(value);
    case 'time':
      return time(value);
    default:
      return asString(value);
  }
}

/**
 * `summary-form-field`: one answered field of an order's form summary — the bold title, a
 * colon and the answer, or the no-answer text when the answer is empty. Everything escaped.
 */
export const summaryFormField = valueFormatter((value, _args, ctx) => {
  const answer =
    fieldAnswer(value, ctx).trim() || localized(ctx, 'productSummaryFormNoAnswerText', NO_ANSWER).trim();
  const title = escapeHtml(asString(at(value, 'rawTitle')));
  return (
    `<div class="ts-form-summary-field" style="font-size:12px;margin-top:4px">` +
    `<strong style="font-weight:bold">${title}:</strong> ${escapeHtml(answer)}</div>`
  );
});

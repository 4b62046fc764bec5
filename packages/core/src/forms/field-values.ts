import { isMultiPartField, MULTI_PART_FIELDS } from './form-field.js';
import type { FormField } from './form-field.js';

/** A likert answer per statement: -2 (Strongly Disagree) … 2 (Strongly Agree), as text. */
export type LikertAnswers = Readonly<Record<string, string>>;

/**
 * A field's value after normalising: text for single-value fields, radio and select; a list of
 * parts for date/time/name/address/phone (in {@link MULTI_PART_FIELDS} order); the chosen
 * options for checkboxes; answers by statement for likert. Section dividers have none.
 */
export type FieldValue = string | readonly string[] | LikertAnswers;

function asText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

function asTextList(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(asText);
  const text = asText(raw);
  return text === '' ? [] : [text];
}

function asParts(raw: unknown, count: number): string[] {
  const parts = asTextList(raw).slice(0, count);
  while (parts.length < count) parts.push('');
  return parts;
}

function asLikert(raw: unknown): LikertAnswers {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const answers: Record<string, string> = {};
  for (const [statement, answer] of Object.entries(raw)) answers[statement] = asText(answer);
  return answers;
}

/** Phone values sent as three parts (area code, prefix, line) lack the country part in front. */
function phoneParts(raw: unknown): string[] {
  const parts = asTextList(raw);
  return asParts(parts.length === 3 ? ['', ...parts] : parts, MULTI_PART_FIELDS.phone.length);
}

/**
 * Bring an arbitrary submitted value into the shape of the field's kind; anything unusable
 * becomes empty. Never throws, so the same code can face browser and server input.
 *
 * @example
 * normalizeFieldValue({ id: 'p', title: 'Phone', type: 'phone' }, ['555', '123', '4567']);
 * // ['', '555', '123', '4567']
 */
export function normalizeFieldValue(field: FormField, raw: unknown): FieldValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'phone':
      return phoneParts(raw);
    case 'checkbox':
      return asTextList(raw);
    case 'likert':
      return asLikert(raw);
    default:
      return isMultiPartField(field.type) ? asParts(raw, MULTI_PART_FIELDS[field.type].length) : asText(raw);
  }
}

import { isMultiPartField, type FormField } from '@tessera/core';

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** qs gives a list as an array, or as an object with index keys once it is long or sparse. */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value)
      .filter(([index]) => /^\d{1,3}$/.test(index))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => asText(v));
  }
  return typeof value === 'string' ? [value] : [];
}

/**
 * Likert rows are posted as `fields[id][r<row>]`, since statements are free text; the 'r' keeps
 * qs from compacting the unanswered rows of a sparse list away (which would shift the rows).
 */
function likertAnswers(options: readonly string[], value: unknown): Record<string, string> {
  const answers: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return answers;
  for (const [row, answer] of Object.entries(value)) {
    const index = /^r(\d{1,3})$/.exec(row)?.[1];
    const statement = index === undefined ? undefined : options[Number(index)];
    if (statement !== undefined && typeof answer === 'string') answers[statement] = answer;
  }
  return answers;
}

/**
 * The values of a plain form post (no JavaScript), shaped like the island's JSON: names are
 * `fields[id]`, `fields[id][part]`, `fields[id][]` (checkboxes) and `fields[id][r<row>]` (likert).
 */
export function plainValues(
  fields: readonly FormField[],
  posted: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'section' || !Object.hasOwn(posted, field.id)) continue;
    const raw = posted[field.id];
    if (field.type === 'likert') values[field.id] = likertAnswers(field.options, raw);
    else if (field.type === 'checkbox' || isMultiPartField(field.type)) values[field.id] = asList(raw);
    else values[field.id] = asText(raw);
  }
  return values;
}

/** Values worth showing again after a failed plain post: never a password. */
export function redisplayedValues(fields: readonly FormField[], values: Readonly<Record<string, unknown>>) {
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type !== 'password' && Object.hasOwn(values, field.id)) kept[field.id] = values[field.id];
  }
  return kept;
}

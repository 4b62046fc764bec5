import type { FormField } from './form-field.js';

/**
 * Values of hidden fields: the page query string's value when it has the field's key, else the
 * field's own value. `query` is `location.search` (with or without '?') or a URLSearchParams.
 *
 * @example
 * hiddenFieldValues(fields, '?utm_source=mail'); // { f7: 'mail' }
 */
export function hiddenFieldValues(
  fields: readonly FormField[],
  query: string | URLSearchParams,
): Record<string, string> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.type !== 'hidden') continue;
    values[field.id] = params.has(field.key) ? (params.get(field.key) ?? '') : field.value;
  }
  return values;
}

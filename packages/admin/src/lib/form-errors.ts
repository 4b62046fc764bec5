import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error.js';

/**
 * Puts the server's per-field messages (`errors` of a 400 answer, keyed by field path such as
 * `businessInformation.email` or `socialAccounts.0.profileUrl`) at the form's fields. Returns
 * whether any message found a field, so the caller shows the general message only otherwise.
 */
export function showServerErrors<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = Object.keys(form.getValues());
  let placed = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const root = path.split('.')[0] ?? '';
    if (!known.includes(root)) continue;
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

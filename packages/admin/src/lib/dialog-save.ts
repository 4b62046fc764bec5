import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, messageOf } from './api-error.js';
import { showServerErrors, type ItemNamer } from './form-errors.js';

/** The server refused a save because another owner changed the thing since (409 'changed-elsewhere'). */
export const changedElsewhere = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'changed-elsewhere';

/** The server's version of the thing when this error is a 409 'changed-elsewhere' carrying it. */
export function latestOnConflict<Latest>(error: unknown): Latest | undefined {
  if (!(error instanceof ApiError) || error.code !== 'changed-elsewhere') return undefined;
  return (error.body as { latest?: Latest } | undefined)?.latest;
}

export interface DialogSaveOptions<Latest> {
  /** The save went through (the dialog usually closes). */
  onSaved: () => void;
  /**
   * Another owner changed the thing since the dialog opened (409 'changed-elsewhere' with the
   * latest version): what was typed stays in the form. Without it, the message shows as the
   * form's error like any other refusal.
   */
  onConflict?: (conflict: { message: string; latest: Latest }) => void;
  /** Names the items of the form's lists in the server's messages about them (`form-errors.ts`). */
  nameItem?: ItemNamer;
}

/**
 * The one way a dialog's form answers its save: done, a 409 'changed elsewhere', the server's
 * field messages at their fields, or else its message under the form (`errors.root`). `save`
 * answers `{ error }` for a refusal; a rejection counts the same.
 */
export async function saveFromDialog<T extends FieldValues, Output, Latest = unknown>(
  form: UseFormReturn<T, unknown, Output>,
  save: () => Promise<{ error?: unknown }>,
  { onSaved, onConflict, nameItem }: DialogSaveOptions<Latest>,
): Promise<void> {
  let error: unknown;
  try {
    ({ error } = await save());
  } catch (thrown) {
    error = thrown ?? new Error('save failed');
  }
  if (error === undefined) return onSaved();
  const latest = onConflict && latestOnConflict<Latest>(error);
  if (onConflict && latest) onConflict({ message: messageOf(error), latest });
  else if (!showServerErrors(form, error, nameItem)) form.setError('root', { message: messageOf(error) });
}

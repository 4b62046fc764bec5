import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error.js';

/**
 * Names one item of an array field for a message about it: `categoryIds.2` → the category's
 * name. Undefined when the screen cannot name it (its position is said instead).
 */
export type ItemNamer = (field: string, item: unknown, index: number) => string | undefined;

const isIndex = (segment: string) => /^\d+$/.test(segment);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'Mugs (Outlet): message', or 'Item 3: message' when the screen cannot name the item. */
function aboutItem(field: string, item: unknown, index: number, message: string, nameItem?: ItemNamer) {
  return `${nameItem?.(field, item, index) ?? `Item ${index + 1}`}: ${message}`;
}

/**
 * Where a server message keyed `path` shows in the form. A message about an item of an array
 * (`categoryIds.0`, `tags.2`) shows at the array's field, naming the item: a form has no field per
 * item of a list of values (a picker holds them). A field inside an item of objects
 * (`socialAccounts.0.profileUrl`) keeps its own path.
 */
export function serverMessageTarget(
  values: unknown,
  path: string,
  message: string,
  nameItem?: ItemNamer,
): { field: string; message: string } {
  const segments = path.split('.');
  let value = values;
  for (const [at, segment] of segments.entries()) {
    if (Array.isArray(value) && isIndex(segment)) {
      const item: unknown = value[Number(segment)];
      if (at === segments.length - 1 || !isRecord(item)) {
        const field = segments.slice(0, at).join('.');
        return { field, message: aboutItem(field, item, Number(segment), message, nameItem) };
      }
    }
    value = Array.isArray(value) || isRecord(value) ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return { field: path, message };
}

/**
 * Puts the server's per-field messages (`errors` of a 400 answer, keyed by field path such as
 * `businessInformation.email`, `socialAccounts.0.profileUrl` or `categoryIds.1`) at the form's
 * fields (`serverMessageTarget`; several about one list are joined). Returns whether any message
 * found a field, so the caller shows the general message only otherwise.
 */
export function showServerErrors<T extends FieldValues, Output>(
  form: UseFormReturn<T, unknown, Output>,
  error: unknown,
  nameItem?: ItemNamer,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const values = form.getValues();
  const known = Object.keys(values);
  const messages = new Map<string, string[]>();
  for (const [path, message] of Object.entries(error.fields)) {
    if (!known.includes(path.split('.')[0] ?? '')) continue;
    const target = serverMessageTarget(values, path, message, nameItem);
    messages.set(target.field, [...(messages.get(target.field) ?? []), target.message]);
  }
  let placed = false;
  for (const [field, said] of messages) {
    form.setError(field as Path<T>, { type: 'server', message: said.join('; ') }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/**
 * The message to show at a list field: its own, else those the form's own check left on its
 * items (the schema checks each item), named like the server's.
 */
export function listFieldMessage(
  field: string,
  error: (Partial<FieldError> & Record<number, Partial<FieldError> | undefined>) | undefined,
  items: readonly unknown[],
  nameItem?: ItemNamer,
): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const said = items.flatMap((item, index) => {
    const message = error[index]?.message;
    return message ? [aboutItem(field, item, index, message, nameItem)] : [];
  });
  return said.length > 0 ? said.join('; ') : undefined;
}

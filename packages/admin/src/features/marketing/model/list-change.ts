import { ApiError } from '../../../lib/api-error.js';
import type { RowKeys } from '../../../lib/row-keys.js';
import { createMailingList, deleteMailingList, restoreMailingList } from '../api/mailing-lists.js';

/**
 * A mailing list as the list commands know it: in use (`live`) or not — never created yet, or in
 * the server's trash with its subscribers. Creating and deleting are each other's inverse.
 */
export interface ListState {
  key: string;
  name: string;
  live: boolean;
}

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Saves one state of a list: deleting moves it to the trash (already gone counts as done); bringing
 * it back restores it from the trash with its subscribers and forms, or creates it when it never
 * existed. A list purged from the trash (30 days) cannot come back, and the owner is told so.
 */
export async function saveListState({ key, name, live }: ListState, keys: RowKeys): Promise<void> {
  const id = keys.idOf(key);
  if (!live) {
    if (!id) return;
    try {
      await deleteMailingList(id);
    } catch (error) {
      if (!isGone(error)) throw error;
    }
    return;
  }
  if (!id) {
    keys.set(key, (await createMailingList({ name })).id);
    return;
  }
  try {
    await restoreMailingList(id);
  } catch (error) {
    if (isGone(error)) throw new ApiError(404, `${name} was deleted for good and cannot be brought back.`);
    throw error;
  }
}

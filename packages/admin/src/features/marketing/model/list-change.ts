import { ApiError } from '../../../lib/api-error.js';
import type { RowKeys } from '../../../lib/row-keys.js';
import { createMailingList, deleteMailingList, fetchMailingLists } from '../api/mailing-lists.js';

/** A mailing list as a created-list command knows it: its name, or `null` before it exists. */
export interface ListState {
  key: string;
  name: string | null;
}

/**
 * Saves one state of a created list: creates it (Redo) or deletes it again (Undo). Undo is refused
 * once people have signed up to it: deleting would take them with it, which only 'Delete' does.
 */
export async function saveListState({ key, name }: ListState, keys: RowKeys): Promise<void> {
  const id = keys.idOf(key);
  if (name === null) {
    if (!id) return;
    const now = (await fetchMailingLists()).lists.find((l) => l.id === id);
    if (now && now.subscriberCount > 0)
      throw new ApiError(409, `${now.name} has subscribers now: use Delete if you mean to remove them too.`);
    try {
      await deleteMailingList(id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    keys.set(key, null);
    return;
  }
  if (!id) keys.set(key, (await createMailingList({ name })).id);
}

import { useRef } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import { RowKeys } from '../../../lib/row-keys.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import type { MemberArea } from './members.js';
import { useMemberAreaActions, type MemberAreaBody } from './member-areas.js';

/** One area as a saved command sees it: its settings, or `null` while it does not exist. */
export interface AreaState {
  /** The area's key in `RowKeys` (it outlives a delete and the new id of a re-create). */
  key: string;
  body: MemberAreaBody | null;
}

/**
 * The Member areas screen's saved history: create, edit and delete are commands with inverses.
 * Undoing a create deletes the area; undoing a delete creates it again with the same settings (a
 * new id, which the keys follow, so older edits still apply to it; its members do not come back).
 */
export function useAreaHistory(onError: () => void) {
  const { create, save, remove } = useMemberAreaActions();
  const keys = useRef(new RowKeys()).current;
  /** Key → the Idempotency-Key of its pending create, kept while a failed create is retried. */
  const createKeys = useRef(new Map<string, string>()).current;

  const history = useSavedHistory<AreaState>({
    onError,
    save: async ({ key, body }) => {
      const id = keys.idOf(key);
      if (body === null) {
        if (id === undefined) return;
        await remove.mutateAsync(id).catch((error: unknown) => {
          // Already gone (a retry after the answer was lost): the state asked for is reached.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        keys.set(key, null);
        return;
      }
      if (id !== undefined) {
        await save.mutateAsync({ areaId: id, body });
        return;
      }
      const idempotencyKey = createKeys.get(key) ?? crypto.randomUUID();
      createKeys.set(key, idempotencyKey);
      const created = await create.mutateAsync({ body, key: idempotencyKey });
      keys.set(key, created.id);
      createKeys.delete(key);
    },
  });

  /** The key an area on screen is known by in the history. */
  const keyOf = (area: MemberArea) => keys.keyOf(area.id);

  /**
   * Creates an area as a command: undo deletes it. `attempt` stays the same while the form retries
   * a failed save, so the server makes the area once (it is the create's Idempotency-Key).
   */
  const createArea = (body: MemberAreaBody, attempt: string) => {
    const key = `new:${attempt}`;
    if (!createKeys.has(key)) createKeys.set(key, attempt);
    return history.run({ label: `Create ${body.name}`, before: { key, body: null }, after: { key, body } });
  };

  return { history, keyOf, createArea };
}

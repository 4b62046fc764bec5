import { useRef } from 'react';
import { ApiError } from '../../../lib/api-error.js';
import { useSavedHistory } from '../../../lib/use-saved-history.js';
import type { MemberArea } from './members.js';
import { useMemberAreaActions, type MemberAreaBody } from './member-areas.js';

/**
 * One area as a saved command sees it: its settings, or `null` while it does not exist (before it
 * was created, after it was deleted). `key` is the id the area had when the history first met it.
 */
export interface AreaState {
  key: string;
  body: MemberAreaBody | null;
}

/**
 * The Member areas screen's saved history: create, edit and delete are commands with inverses.
 * Undoing a create deletes the area; undoing a delete creates it again with the same settings (a
 * new id, which the history follows, so older edits still apply to it; its members do not return).
 */
export function useAreaHistory(onError: () => void) {
  const { create, save, remove } = useMemberAreaActions();
  /** The area's id now, by key (an area created again has a new id). */
  const ids = useRef(new Map<string, string>());
  /** Keys whose area does not exist now, with the Idempotency-Key its next create sends. */
  const absent = useRef(new Map<string, string>());
  const idOf = (key: string) => ids.current.get(key) ?? key;

  const history = useSavedHistory<AreaState>({
    onError,
    save: async ({ key, body }) => {
      if (body === null) {
        await remove.mutateAsync(idOf(key)).catch((error: unknown) => {
          // Already gone (a retry after the answer was lost): the state asked for is reached.
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        absent.current.set(key, crypto.randomUUID());
        return;
      }
      const createKey = absent.current.get(key);
      if (createKey === undefined) {
        await save.mutateAsync({ areaId: idOf(key), body });
        return;
      }
      const created = await create.mutateAsync({ body, key: createKey });
      ids.current.set(key, created.id);
      absent.current.delete(key);
    },
  });

  /** The key an area on screen is known by in the history. */
  const keyOf = (area: MemberArea) => {
    for (const [key, id] of ids.current) if (id === area.id) return key;
    return area.id;
  };

  /**
   * Creates an area as a command: undo deletes it. `attempt` stays the same while the form retries
   * a failed save, so the server makes the area once (it is the create's Idempotency-Key).
   */
  const createArea = (body: MemberAreaBody, attempt: string) => {
    const key = `new-${attempt}`;
    if (!absent.current.has(key) && !ids.current.has(key)) absent.current.set(key, attempt);
    return history.run({ label: `Create ${body.name}`, before: { key, body: null }, after: { key, body } });
  };

  return { history, keyOf, createArea };
}

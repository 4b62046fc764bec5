/**
 * The lock screen's undo history. The studio never learns a password, so a change cannot carry
 * its own inverse: the server answers the opaque revision of the state each change replaced, and
 * restoring that revision is the inverse. Restoring answers a revision again (the state it
 * replaced), which is how the undone command is put back by Redo.
 */
export interface LockCommand {
  /** What the change did ('Change site password'), shown as Undo's and Redo's tooltip. */
  label: string;
  /** Restoring this revision undoes the command (in `done`) or redoes it (in `undone`). */
  revision: string;
}

export interface LockHistory {
  done: readonly LockCommand[];
  undone: readonly LockCommand[];
}

export const emptyLockHistory: LockHistory = { done: [], undone: [] };

/**
 * After a change the server took. Without a revision it cannot be taken back, and the older
 * commands would then skip it: the history starts over.
 */
export function afterChange(history: LockHistory, label: string, revision: string | null): LockHistory {
  if (revision === null) return emptyLockHistory;
  return { done: [...history.done, { label, revision }].slice(-20), undone: [] };
}

/** After Undo restored the last command's revision; `revision` is what the restore answered. */
export function afterUndo(history: LockHistory, revision: string | null): LockHistory {
  const last = history.done.at(-1);
  if (!last) return history;
  const done = history.done.slice(0, -1);
  return { done, undone: revision === null ? [] : [...history.undone, { ...last, revision }] };
}

/** After Redo restored the last undone command's revision; `revision` is what the restore answered. */
export function afterRedo(history: LockHistory, revision: string | null): LockHistory {
  const last = history.undone.at(-1);
  if (!last) return history;
  const undone = history.undone.slice(0, -1);
  if (revision === null) return { done: [], undone };
  return { done: [...history.done, { ...last, revision }], undone };
}

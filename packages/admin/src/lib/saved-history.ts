/**
 * The studio's second history, for screens whose every change is saved at once (Navigation, Store
 * settings, Marketing); editors that keep an unsaved draft use `command-history.ts` instead.
 * A change to one saved list as a command with its inverse: doing it saves `after`, undoing it
 * saves `before`. The history keeps what was done (for Undo) and what was undone (for Redo).
 */
export interface ListCommand<T> {
  label: string;
  before: T;
  after: T;
}

export interface ListHistory<T> {
  done: ListCommand<T>[];
  undone: ListCommand<T>[];
}

/** Which way a save moves the history: a new change, or Undo / Redo of a recorded one. */
export type HistoryStep = 'do' | 'undo' | 'redo';

export const emptyHistory = <T>(): ListHistory<T> => ({ done: [], undone: [] });

/** The history once `command` has been saved: a new change clears what could be redone. */
export function recorded<T>(history: ListHistory<T>, command: ListCommand<T>): ListHistory<T> {
  return { done: [...history.done, command].slice(-100), undone: [] };
}

/** The history once the last change has been undone (its `before` saved). */
export function afterUndo<T>(history: ListHistory<T>): ListHistory<T> {
  const last = history.done.at(-1);
  if (!last) return history;
  return { done: history.done.slice(0, -1), undone: [...history.undone, last] };
}

/** The history once the last undone change has been redone (its `after` saved again). */
export function afterRedo<T>(history: ListHistory<T>): ListHistory<T> {
  const last = history.undone.at(-1);
  if (!last) return history;
  return { done: [...history.done, last], undone: history.undone.slice(0, -1) };
}

/**
 * The history without the change Undo (or Redo) would save next: the server refused it because
 * another owner changed the same thing since, so saving it as it was would overwrite theirs.
 */
export function withoutNext<T>(history: ListHistory<T>, step: 'undo' | 'redo'): ListHistory<T> {
  return step === 'undo'
    ? { ...history, done: history.done.slice(0, -1) }
    : { ...history, undone: history.undone.slice(0, -1) };
}

import { apply, invert, merge, type EditCommand } from './commands.js';
import type { EditorDocument } from './document.js';

/**
 * The editing session: the document, what was done (for Undo), what was undone (for Redo), and
 * how many of the done commands are saved. Pure functions over plain data.
 */
export interface EditorHistory {
  readonly doc: EditorDocument;
  readonly done: readonly EditCommand[];
  readonly undone: readonly EditCommand[];
  /** `done.length` when the document was last saved; -1 once a change was made after undoing past it. */
  readonly savedAt: number;
  /**
   * With `savedAt` -1: the saved changes that were undone before the new change (as undo
   * commands), and where in `done` the changes since then start.
   */
  readonly detached?: { readonly lost: readonly EditCommand[]; readonly from: number };
}

export function startHistory(doc: EditorDocument): EditorHistory {
  return { doc, done: [], undone: [], savedAt: 0 };
}

/** The history's save point, once a new change makes the saved state unreachable by Redo. */
function branch(history: EditorHistory): Pick<EditorHistory, 'savedAt' | 'detached'> {
  if (history.savedAt <= history.done.length) return { savedAt: history.savedAt, detached: history.detached };
  const lost = history.undone.slice(0, history.savedAt - history.done.length).map(invert);
  return { savedAt: -1, detached: { lost, from: history.done.length } };
}

/** Runs a command; typing into the same field extends the last command instead of adding one. */
export function perform(history: EditorHistory, command: EditCommand, coalesce = false): EditorHistory {
  const last = history.done[history.done.length - 1];
  const merged = coalesce && last && history.savedAt < history.done.length ? merge(last, command) : undefined;
  const done = merged ? [...history.done.slice(0, -1), merged] : [...history.done, command];
  return { doc: apply(history.doc, command), done, undone: [], ...branch(history) };
}

export function undo(history: EditorHistory): EditorHistory {
  const last = history.done[history.done.length - 1];
  if (!last) return history;
  return {
    doc: apply(history.doc, invert(last)),
    done: history.done.slice(0, -1),
    undone: [last, ...history.undone],
    savedAt: history.savedAt,
    detached: history.detached,
  };
}

export function redo(history: EditorHistory): EditorHistory {
  const [next, ...rest] = history.undone;
  if (!next) return history;
  return { ...history, doc: apply(history.doc, next), done: [...history.done, next], undone: rest };
}

export const canUndo = (history: EditorHistory) => history.done.length > 0;
export const canRedo = (history: EditorHistory) => history.undone.length > 0;

/**
 * The changes not saved yet, oldest first: what 'Review Changes' lists. After undoing past the
 * save, the saved state is gone from the history and every change counts as unsaved.
 */
export function unsavedCommands(history: EditorHistory): readonly EditCommand[] {
  if (history.savedAt < 0) {
    const { lost, from } = history.detached ?? { lost: [], from: 0 };
    return [...lost, ...history.done.slice(Math.min(from, history.done.length))];
  }
  if (history.savedAt <= history.done.length) return history.done.slice(history.savedAt);
  // Undone below the save point: the undone saved commands are unsaved changes too.
  return history.undone.slice(0, history.savedAt - history.done.length).map(invert);
}

export function isDirty(history: EditorHistory): boolean {
  return unsavedCommands(history).length > 0;
}

/** Marks the current document as saved (after the server took it). */
export function markSaved(history: EditorHistory): EditorHistory {
  return { ...history, savedAt: history.done.length, detached: undefined };
}

/** Starts over from the server's version of the page (after a conflict or a discard). */
export function replaceDocument(doc: EditorDocument): EditorHistory {
  return startHistory(doc);
}

/**
 * How an editor's commands act on its document: `apply` is pure, `invert(command)` is again a
 * command that takes it back, and `merge` folds two consecutive commands into one (typing into the
 * same field) or answers undefined.
 */
export interface CommandAlgebra<D, C> {
  apply(doc: D, command: C): D;
  invert(command: C): C;
  merge(previous: C, next: C): C | undefined;
}

/**
 * An editing session: the document, what was done (for Undo), what was undone (for Redo), and
 * how many of the done commands are saved. Plain data; the functions below are pure.
 */
export interface CommandHistory<D, C> {
  readonly doc: D;
  readonly done: readonly C[];
  readonly undone: readonly C[];
  /** `done.length` when the document was last saved; -1 once a change was made after undoing past it. */
  readonly savedAt: number;
  /**
   * With `savedAt` -1: the saved changes that were undone before the new change (as undo
   * commands), and where in `done` the changes since then start.
   */
  readonly detached?: { readonly lost: readonly C[]; readonly from: number } | undefined;
}

/** The undo/redo operations of one kind of editor (the page editor's blocks, an item's fields). */
export function commandHistory<D, C>({ apply, invert, merge }: CommandAlgebra<D, C>) {
  type History = CommandHistory<D, C>;

  const startHistory = (doc: D): History => ({ doc, done: [], undone: [], savedAt: 0 });

  /** The history's save point, once a new change makes the saved state unreachable by Redo. */
  const branch = (history: History): Pick<History, 'savedAt' | 'detached'> => {
    if (history.savedAt <= history.done.length)
      return { savedAt: history.savedAt, detached: history.detached };
    const lost = history.undone.slice(0, history.savedAt - history.done.length).map(invert);
    return { savedAt: -1, detached: { lost, from: history.done.length } };
  };

  /** Runs a command; with `coalesce`, typing into the same field extends the last command. */
  const perform = (history: History, command: C, coalesce = false): History => {
    const last = history.done[history.done.length - 1];
    const merged =
      coalesce && last !== undefined && history.savedAt < history.done.length
        ? merge(last, command)
        : undefined;
    const done = merged ? [...history.done.slice(0, -1), merged] : [...history.done, command];
    return { doc: apply(history.doc, command), done, undone: [], ...branch(history) };
  };

  const undo = (history: History): History => {
    const last = history.done[history.done.length - 1];
    if (last === undefined) return history;
    return {
      doc: apply(history.doc, invert(last)),
      done: history.done.slice(0, -1),
      undone: [last, ...history.undone],
      savedAt: history.savedAt,
      detached: history.detached,
    };
  };

  const redo = (history: History): History => {
    const [next, ...rest] = history.undone;
    if (next === undefined) return history;
    return { ...history, doc: apply(history.doc, next), done: [...history.done, next], undone: rest };
  };

  /**
   * The changes not saved yet, oldest first: what 'Review Changes' lists. After undoing past the
   * save, the saved state is gone from the history and every change counts as unsaved.
   */
  const unsavedCommands = (history: History): readonly C[] => {
    if (history.savedAt < 0) {
      const { lost, from } = history.detached ?? { lost: [], from: 0 };
      return [...lost, ...history.done.slice(Math.min(from, history.done.length))];
    }
    if (history.savedAt <= history.done.length) return history.done.slice(history.savedAt);
    // Undone below the save point: the undone saved commands are unsaved changes too.
    return history.undone.slice(0, history.savedAt - history.done.length).map(invert);
  };

  return {
    startHistory,
    perform,
    undo,
    redo,
    unsavedCommands,
    canUndo: (history: History) => history.done.length > 0,
    canRedo: (history: History) => history.undone.length > 0,
    isDirty: (history: History) => unsavedCommands(history).length > 0,
    /** Marks the current document as saved (after the server took it). */
    markSaved: (history: History): History => ({
      ...history,
      savedAt: history.done.length,
      detached: undefined,
    }),
    /** Starts over from the server's version (after a conflict or a discard). */
    replaceDocument: startHistory,
  };
}

export type CommandHistoryOps<D, C> = ReturnType<typeof commandHistory<D, C>>;

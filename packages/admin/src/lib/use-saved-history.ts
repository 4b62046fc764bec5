import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from './api-error.js';
import {
  afterRedo,
  afterUndo,
  emptyHistory,
  recorded,
  withoutNext,
  type HistoryStep,
  type ListCommand,
  type ListHistory,
} from './saved-history.js';

export interface SavedHistoryOptions<T> {
  /**
   * Saves one state (a command's `after` when done or redone, its `before` when undone). `step`
   * says which: a new change is made from what the screen shows, Undo and Redo from what this
   * history saved last.
   */
  save: (target: T, step: HistoryStep) => Promise<void>;
  /** After a failed save: reload what the screen shows, it may be out of date. */
  onError?: () => void;
  /**
   * An Undo or Redo the server refused: answers true when the screen shows the refusal itself
   * (then no toast, and the history forgets that change: it cannot be saved as it was).
   */
  onStepRefused?: (error: unknown, target: T) => boolean;
}

interface Perform<T> {
  target: T;
  next: ListHistory<T>;
  step: HistoryStep;
}

/**
 * Changes saved at once as commands with their inverses: `run` saves a command's `after`, Undo
 * saves the last one's `before`, Redo its `after` again (also Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z). The
 * history moves only once the server has the change, so a failed save can be tried again.
 */
export function useSavedHistory<T>({ save, onError, onStepRefused }: SavedHistoryOptions<T>) {
  const [history, setHistory] = useState<ListHistory<T>>(emptyHistory);
  const perform = useMutation({
    mutationFn: async ({ target, next, step }: Perform<T>) => {
      await save(target, step);
      return next;
    },
    onSuccess: (next) => {
      setHistory(next);
      notifications.show({ message: 'Saved', color: 'green' });
    },
    onError: (error, { target, step }) => {
      if (step !== 'do' && onStepRefused?.(error, target)) {
        setHistory((current) => withoutNext(current, step));
        return;
      }
      notifications.show({ color: 'red', title: 'Not saved', message: messageOf(error) });
      onError?.();
    },
  });
  const lastDone = history.done.at(-1);
  const lastUndone = history.undone.at(-1);
  const pending = perform.isPending;
  /** Saves the command and records it; answers the error when it was not saved (it is shown too). */
  const run = async (command: ListCommand<T>): Promise<{ error?: unknown }> => {
    try {
      await perform.mutateAsync({ target: command.after, next: recorded(history, command), step: 'do' });
      return {};
    } catch (error) {
      return { error };
    }
  };
  const undo = () => {
    if (lastDone && !pending)
      perform.mutate({ target: lastDone.before, next: afterUndo(history), step: 'undo' });
  };
  const redo = () => {
    if (lastUndone && !pending)
      perform.mutate({ target: lastUndone.after, next: afterRedo(history), step: 'redo' });
  };
  /** Forgets every command, when what they change is gone (a deleted coupon cannot be saved). */
  const clear = () => setHistory(emptyHistory());
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
  ]);
  return { run, undo, redo, clear, lastDone, lastUndone, pending };
}

export type SavedHistory<T> = ReturnType<typeof useSavedHistory<T>>;

import { useCallback, useReducer } from 'react';
import type { CommandHistory, CommandHistoryOps } from './command-history.js';

type Action<D, C> =
  | { type: 'perform'; command: C; coalesce: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved' }
  | { type: 'replace'; doc: D };

/** One editing session in React state: its history and the operations on it. */
export function useCommandHistory<D, C>(ops: CommandHistoryOps<D, C>, initial: D) {
  const reducer = useCallback(
    (history: CommandHistory<D, C>, action: Action<D, C>): CommandHistory<D, C> => {
      switch (action.type) {
        case 'perform':
          return ops.perform(history, action.command, action.coalesce);
        case 'undo':
          return ops.undo(history);
        case 'redo':
          return ops.redo(history);
        case 'saved':
          return ops.markSaved(history);
        case 'replace':
          return ops.replaceDocument(action.doc);
      }
    },
    [ops],
  );
  const [history, dispatch] = useReducer(reducer, initial, ops.startHistory);
  return {
    history,
    run: useCallback((command: C, coalesce = false) => dispatch({ type: 'perform', command, coalesce }), []),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    saved: useCallback(() => dispatch({ type: 'saved' }), []),
    replace: useCallback((doc: D) => dispatch({ type: 'replace', doc }), []),
  };
}

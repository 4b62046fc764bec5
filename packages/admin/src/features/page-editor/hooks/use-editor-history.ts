import { useCallback, useReducer } from 'react';
import type { EditCommand } from '../model/commands.js';
import type { EditorDocument } from '../model/document.js';
import {
  markSaved,
  perform,
  redo,
  replaceDocument,
  startHistory,
  undo,
  type EditorHistory,
} from '../model/history.js';

type Action =
  | { type: 'perform'; command: EditCommand; coalesce: boolean }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved' }
  | { type: 'replace'; doc: EditorDocument };

function reducer(history: EditorHistory, action: Action): EditorHistory {
  switch (action.type) {
    case 'perform':
      return perform(history, action.command, action.coalesce);
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
    case 'saved':
      return markSaved(history);
    case 'replace':
      return replaceDocument(action.doc);
  }
}

/** The editing session of one page: its history and the operations on it. */
export function useEditorHistory(initial: EditorDocument) {
  const [history, dispatch] = useReducer(reducer, initial, startHistory);
  return {
    history,
    run: useCallback(
      (command: EditCommand, coalesce = false) => dispatch({ type: 'perform', command, coalesce }),
      [],
    ),
    undo: useCallback(() => dispatch({ type: 'undo' }), []),
    redo: useCallback(() => dispatch({ type: 'redo' }), []),
    saved: useCallback(() => dispatch({ type: 'saved' }), []),
    replace: useCallback((doc: EditorDocument) => dispatch({ type: 'replace', doc }), []),
  };
}
